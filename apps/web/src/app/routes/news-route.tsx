import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useClient } from '@/features/profile/api/get-client';
import { useProfile } from '@/features/profile/api/get-profile';
import { NewsScreen } from '@/features/news/screens/news-screen';
import { decideNewsView, type NewsView } from '@/features/news/screens/news-view';
import { paths } from '../paths';

export const newsListHref = (view: NewsView) => `${paths.newsList.path}?view=${view}`;

/**
 * Whether the signed-in user reads the business desk: the client's businessDesk flag
 * (people.clients.business_desk). Undefined while the client is loading; false for users with no
 * client record (staff, advisers) or when it cannot be loaded.
 */
export function useHasBusinessDesk(): boolean | undefined {
  const profile = useProfile();
  const clientKey = profile.data?.clientKey;
  const client = useClient(clientKey);
  if (profile.isPending) return undefined;
  if (!clientKey) return false;
  if (client.isPending) return undefined;
  return client.data?.businessDesk ?? false;
}

/** /news (spec 002 §2.3, title 'The Investing Place'): the page around the lists and articles. */
export function NewsRoute() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hasBusinessDesk = useHasBusinessDesk();

  if (pathname.replace(/\/+$/, '') === paths.news.path) return <Navigate to={newsListHref('insights')} replace />;

  const onList = pathname.startsWith(paths.newsList.path);
  return (
    <NewsScreen
      showTabs={hasBusinessDesk === true}
      view={onList ? decideNewsView(params.get('view'), hasBusinessDesk).view : null}
      onView={(view) => void navigate(newsListHref(view))}
    >
      <Outlet />
    </NewsScreen>
  );
}
