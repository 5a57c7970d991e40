import { generatePath, Navigate, useSearchParams } from 'react-router';
import { BusinessDeskList } from '@/features/news/business-desk/business-desk-list';
import { InsightsList } from '@/features/news/insights/components/insights-list';
import { decideNewsView } from '@/features/news/screens/news-view';
import { usePortalInfo } from '@/lib/portal-info';
import { paths } from '../paths';
import { newsListHref, useHasBusinessDesk } from './news-route';

/** /news/news-list?view=insights|businessdesk (spec 002 §2.3): the list the view names, else insights (history replaced). */
export function NewsListRoute() {
  const [params] = useSearchParams();
  const { channel } = usePortalInfo();
  const decision = decideNewsView(params.get('view'), useHasBusinessDesk());

  if (decision.redirect) return <Navigate to={newsListHref(decision.view)} replace />;
  if (decision.view === 'businessdesk') return <BusinessDeskList articleHref={(slug) => generatePath(paths.businessDesk.path, { id: slug })} />;
  return <InsightsList channel={channel} articleHref={(id) => generatePath(paths.insights.path, { id: String(id) })} />;
}
