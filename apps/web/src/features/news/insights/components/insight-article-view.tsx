import { Anchor, Avatar, Center, Group, Image, Loader, Stack, Text, Title, Typography } from '@mantine/core';
import type { Channel } from '@tasman/domain/channel/channel';
import type { InsightAuthor } from '@tasman/domain/contracts/insights';
import type { ReactNode } from 'react';
import { useInsightArticle, isArticleId } from '../api/get-insight-article';
import { ArticleTypeBadge } from './article-type-badge';
import { insightDate } from './insight-date';
import classes from './insights.module.css';

/** spec 002 §8 'Insights article missing or failed'. */
export const ARTICLE_NOT_FOUND = 'Article not found';

interface InsightArticleViewProps {
  channel: Channel;
  id: string | undefined;
  /** The way back to the list (a link the app builds). */
  backLink: ReactNode;
}

/** /news/insights/{id} (spec 002 §2.3, §3 'Insights article'): title, image, authors, date and the article. */
export function InsightArticleView({ channel, id, backLink }: InsightArticleViewProps) {
  const article = useInsightArticle(channel === 'AU' ? 'au' : 'nz', id);

  if (isArticleId(id) && article.isPending) {
    return (
      <Center py="xl">
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading the article…</Text>
        </Group>
      </Center>
    );
  }
  if (!article.data) {
    return (
      <Stack gap="md">
        <div className={classes.noPrint}>{backLink}</div>
        <Text role="alert" fw={600}>
          {ARTICLE_NOT_FOUND}
        </Text>
      </Stack>
    );
  }
  const { title, image, imageAlt, authors, postDate, postHTML, articleType } = article.data;
  return (
    <Stack gap="md" component="article">
      <div className={classes.noPrint}>{backLink}</div>
      <Stack gap={6}>
        <Group gap="xs">
          <ArticleTypeBadge type={articleType} />
          <Text size="sm" c="dimmed">
            {insightDate(postDate, channel)}
          </Text>
        </Group>
        <Title order={2}>{title}</Title>
      </Stack>
      {authors.length > 0 ? (
        <Group gap="lg" aria-label="Authors" role="list">
          {authors.map((author) => (
            <AuthorLine key={`${author.name}-${author.title ?? ''}`} author={author} />
          ))}
        </Group>
      ) : null}
      {image ? <Image src={image} alt={imageAlt} radius="md" className={classes.heroImage} /> : null}
      {/* postHTML is made on the server from the article's markdown through an allow-list (sanitize-html). */}
      <Typography className={classes.articleBody} data-testid="insight-article-body" dangerouslySetInnerHTML={{ __html: postHTML }} />
    </Stack>
  );
}

function AuthorLine({ author }: { author: InsightAuthor }) {
  const initials = author.name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Group gap="xs" role="listitem" wrap="nowrap">
      <Avatar src={author.image} alt="" radius="xl" size="md">
        {initials}
      </Avatar>
      <Stack gap={0}>
        {author.url ? (
          <Anchor href={author.url} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            {author.name}
          </Anchor>
        ) : (
          <Text size="sm" fw={600}>
            {author.name}
          </Text>
        )}
        {author.title ? (
          <Text size="xs" c="dimmed">
            {author.title}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
