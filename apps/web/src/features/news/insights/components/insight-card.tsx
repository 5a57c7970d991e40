import { Anchor, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { Channel } from '@tasman/domain/channel/channel';
import type { InsightsFeedItem } from '@tasman/domain/contracts/insights';
import { Link } from 'react-router';
import { ArticleTypeBadge } from './article-type-badge';
import { insightDate } from './insight-date';
import classes from './insights.module.css';

interface InsightCardProps {
  item: InsightsFeedItem;
  channel: Channel;
  href: string;
}

/** One feed item (spec 002 §3 'Insights feed item'): image, type, title, summary, authors, date. */
export function InsightCard({ item, channel, href }: InsightCardProps) {
  const authors = item.authors.map((author) => author.name).join(', ');
  return (
    <Card withBorder radius="md" padding="md" component="article" className={classes.card}>
      <Card.Section>
        {item.image ? (
          <Image src={item.image} alt={item.imageAlt} h={170} fit="cover" />
        ) : (
          <div className={classes.noImage} data-type={item.articleType} aria-hidden />
        )}
      </Card.Section>
      <Stack gap={6} mt="sm" className={classes.cardBody}>
        <Group justify="space-between" gap="xs">
          <ArticleTypeBadge type={item.articleType} />
          <Text size="xs" c="dimmed">
            {insightDate(item.articleDate, channel)}
          </Text>
        </Group>
        <Anchor component={Link} to={href} fw={600} c="inherit" className={classes.cardLink}>
          {item.title}
        </Anchor>
        {item.body ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {item.body}
          </Text>
        ) : null}
        {authors ? (
          <Text size="xs" mt="auto">
            {authors}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
