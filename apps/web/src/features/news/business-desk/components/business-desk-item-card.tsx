import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { Channel } from '@tasman/domain/channel/channel';
import { cutSummary } from '@tasman/domain/news/cut-summary';
import { Link } from 'react-router';
import type { BusinessDeskItem } from '../api/parse-business-desk-rss';
import { businessDeskDate } from './business-desk-date';

interface BusinessDeskItemCardProps {
  item: BusinessDeskItem;
  channel: Channel;
  href: string;
}

/** One business desk item in the list: title (the link to its article), date, author and the summary cut to 136 characters (spec 002 §9). */
export function BusinessDeskItemCard({ item, channel, href }: BusinessDeskItemCardProps) {
  const date = item.pubDate ? businessDeskDate(item.pubDate, channel) : null;
  const summary = cutSummary(item.description);
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Stack gap={6}>
        <Anchor component={Link} to={href} fw={600} c="inherit" size="lg">
          {item.title}
        </Anchor>
        {date || item.author ? (
          <Group gap="xs" wrap="wrap">
            {date ? (
              <Text size="xs" c="dimmed" component="time" dateTime={date.iso}>
                {date.text}
              </Text>
            ) : null}
            {date && item.author ? (
              <Text size="xs" c="dimmed" aria-hidden>
                ·
              </Text>
            ) : null}
            {item.author ? (
              <Text size="xs" c="dimmed">
                {item.author}
              </Text>
            ) : null}
          </Group>
        ) : null}
        {summary ? (
          <Text size="sm" data-testid="business-desk-summary">
            {summary}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
