import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { InsightArticleView } from '@/features/news/insights/components/insight-article-view';
import { usePortalInfo } from '@/lib/portal-info';
import { newsListHref } from './news-route';

/** /news/insights/{id} (spec 002 §2.3): one insights article, or 'Article not found'. */
export function InsightArticleRoute() {
  const { id } = useParams();
  const { channel } = usePortalInfo();
  return (
    <InsightArticleView
      channel={channel}
      id={id}
      backLink={
        <Anchor component={Link} to={newsListHref('insights')} size="sm">
          ← Back to Insights
        </Anchor>
      }
    />
  );
}
