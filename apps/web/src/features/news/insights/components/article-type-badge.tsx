import { Badge } from '@mantine/core';
import type { InsightArticleType } from '@tasman/domain/contracts/insights';

const LOOK: Record<InsightArticleType, { label: string; color: string }> = {
  read: { label: 'Read', color: 'blue' },
  watch: { label: 'Watch', color: 'grape' },
  listen: { label: 'Listen', color: 'teal' },
};

/** spec 002 §3: an insight is to read, watch or listen to. */
export function ArticleTypeBadge({ type }: { type: InsightArticleType }) {
  const look = LOOK[type];
  return (
    <Badge variant="light" color={look.color} size="sm">
      {look.label}
    </Badge>
  );
}
