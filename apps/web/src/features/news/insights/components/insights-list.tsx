import { Button, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Channel } from '@tasman/domain/channel/channel';
import { useInsightsFeed } from '../api/get-insights-feed';
import { InsightCard } from './insight-card';
import classes from './insights.module.css';

interface InsightsListProps {
  channel: Channel;
  /** Where an item opens (the app knows the route table). */
  articleHref: (articleId: number) => string;
}

/**
 * The Insights tab (spec 002 §2.3, §4 'News'): the feed's cards, with 'Load more' asking page + 1
 * while there is more. A feed failure leaves the list empty with a plain message (spec 002 §7).
 */
export function InsightsList({ channel, articleHref }: InsightsListProps) {
  const feed = useInsightsFeed(channel === 'AU' ? 'au' : 'nz');

  if (feed.isPending) {
    return (
      <Center py="xl">
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading insights…</Text>
        </Group>
      </Center>
    );
  }
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) {
    return (
      <Text c="dimmed" py="lg">
        {feed.isError ? 'Insights are not available right now. Please try again later.' : 'There are no insights to show yet.'}
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-label="Insights" component="section">
        {items.map((item) => (
          <InsightCard key={item.articleID} item={item} channel={channel} href={articleHref(item.articleID)} />
        ))}
      </SimpleGrid>
      {feed.isFetchNextPageError ? (
        <Text size="sm" c="red" role="alert">
          More insights could not be loaded. Please try again.
        </Text>
      ) : null}
      {feed.hasNextPage ? (
        <Center className={classes.noPrint}>
          <Button variant="default" onClick={() => void feed.fetchNextPage()} loading={feed.isFetchingNextPage}>
            Load more
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
