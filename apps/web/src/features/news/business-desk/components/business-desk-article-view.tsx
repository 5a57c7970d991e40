import { Anchor, Center, Group, Loader, Stack, Text, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePortalInfo } from '@/lib/portal-info';
import { useBusinessDeskFeed } from '../api/get-business-desk-feed';
import { businessDeskDate } from './business-desk-date';

/** spec 002 §8 'Business desk article failure', word for word. */
export const BUSINESS_DESK_ARTICLE_FAILURE = 'Oppps. Something went wrong.';

interface BusinessDeskArticleViewProps {
  /** The slug from the address. */
  slug: string | undefined;
  /** The way back to the list (a link the app builds). */
  backLink: ReactNode;
}

/**
 * /news/business-desk/{id} (spec 002 §2.3): the item of the feed whose slug the address names, with
 * its title, date, author, the whole description and a link to the original story. An unknown slug
 * or a feed failure: 'Oppps. Something went wrong.' (spec 002 §8).
 */
export function BusinessDeskArticleView({ slug, backLink }: BusinessDeskArticleViewProps) {
  const { channel } = usePortalInfo();
  const feed = useBusinessDeskFeed();

  if (feed.isPending) {
    return (
      <Center py="xl">
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading the article…</Text>
        </Group>
      </Center>
    );
  }
  const item = feed.data?.find((candidate) => candidate.slug === slug);
  if (!item) {
    return (
      <Stack gap="md">
        <div>{backLink}</div>
        <Text role="alert" fw={600}>
          {BUSINESS_DESK_ARTICLE_FAILURE}
        </Text>
      </Stack>
    );
  }
  const date = item.pubDate ? businessDeskDate(item.pubDate, channel) : null;
  return (
    <Stack gap="md" component="article" maw={760}>
      <div>{backLink}</div>
      <Stack gap={6}>
        <Title order={2}>{item.title}</Title>
        <Group gap="xs" wrap="wrap">
          {date ? (
            <Text size="sm" c="dimmed" component="time" dateTime={date.iso}>
              {date.text}
            </Text>
          ) : null}
          {date && item.author ? (
            <Text size="sm" c="dimmed" aria-hidden>
              ·
            </Text>
          ) : null}
          {item.author ? (
            <Text size="sm" c="dimmed">
              {item.author}
            </Text>
          ) : null}
        </Group>
      </Stack>
      {/* The description was sanitized on the server at ingest (sanitize-html allow-list: text, lists, emphasis, links). */}
      <Typography data-testid="business-desk-article-body" dangerouslySetInnerHTML={{ __html: item.description }} />
      {item.link ? (
        <Anchor href={item.link} target="_blank" rel="noopener noreferrer" size="sm">
          Read the original story (opens in a new tab)
        </Anchor>
      ) : null}
    </Stack>
  );
}
