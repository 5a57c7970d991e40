import { Center, Group, Loader, Stack, Text } from '@mantine/core';
import { usePortalInfo } from '@/lib/portal-info';
import { useBusinessDeskFeed } from './api/get-business-desk-feed';
import { BusinessDeskItemCard } from './components/business-desk-item-card';

/** spec 002 §2.3: '/news/business-desk/{id} … id is a title slug' (the default when the app gives no href). */
const specArticleHref = (slug: string) => `/news/business-desk/${encodeURIComponent(slug)}`;

export const BUSINESS_DESK_UNAVAILABLE = 'The business desk is not available right now. Please try again later.';
export const BUSINESS_DESK_EMPTY = 'There is no business news to show yet.';

interface BusinessDeskListProps {
  /** Where an item opens (the app knows the route table). */
  articleHref?: (slug: string) => string;
}

/**
 * The Business Desk tab of The Investing Place (spec 002 §2.3): the feed's items, newest first, each
 * with its date, author and summary cut to 136 characters. A feed failure leaves the list empty with
 * a plain message (spec 002 §7 'A feed failure yields null or an empty list').
 */
export function BusinessDeskList({ articleHref = specArticleHref }: BusinessDeskListProps) {
  const { channel } = usePortalInfo();
  const feed = useBusinessDeskFeed();

  if (feed.isPending) {
    return (
      <Center py="xl">
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading the business desk…</Text>
        </Group>
      </Center>
    );
  }
  const items = feed.data ?? [];
  if (items.length === 0) {
    return (
      <Text c="dimmed" py="lg">
        {feed.isError ? BUSINESS_DESK_UNAVAILABLE : BUSINESS_DESK_EMPTY}
      </Text>
    );
  }
  return (
    <Stack gap="md" component="section" aria-label="Business Desk" maw={860}>
      {items.map((item) => (
        <BusinessDeskItemCard key={item.slug} item={item} channel={channel} href={articleHref(item.slug)} />
      ))}
    </Stack>
  );
}
