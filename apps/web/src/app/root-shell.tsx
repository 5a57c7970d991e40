import { useCallback, useEffect, useLayoutEffect, type CSSProperties } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { usePortalInfo } from '@/lib/portal-info';
import { ENVIRONMENT_BANNER_HEIGHT, EnvironmentBanner } from '@/ui/environment-banner';
import { endFirstViewAt } from '@/first-view/hand-off';
import { RequestProgress } from './layout/request-progress';
import './print.css';
import { deepestTitle } from './route-title';
import { useScrollRestoration } from './scroll-restoration';
import { PortalStatusBoundary } from './status/portal-status-boundary';
import { useStatusFeed } from './status/status-feed-context';

/**
 * The root shell of spec 000 §2.1: the environment banner, then the maintenance page or the
 * routed content, depending on the portal-live flag. Sets the page title from the deepest route.
 */
export function RootShell() {
  const info = usePortalInfo();
  const session = useSession();
  const signOut = useSignOut();
  const subscribe = useStatusFeed();
  const title = deepestTitle(useMatches());
  useScrollRestoration();

  useEffect(() => {
    document.title = title;
  }, [title]);

  // The app's screen is rendered (from the first view's own answers): it replaces the server's first
  // view in the same commit, so the page never holds both (first-view/hand-off.ts).
  const { pathname } = useLocation();
  useLayoutEffect(() => endFirstViewAt(pathname), [pathname]);

  // spec 000 §4: the forced sign-out leaves the user on the maintenance page; when the portal is
  // back, login returns them to where they were.
  const handleForcedSignOut = useCallback(() => void signOut('server'), [signOut]);

  const showBanner = !info.production;
  const style = {
    '--env-banner-height': showBanner ? `${ENVIRONMENT_BANNER_HEIGHT}px` : '0px',
    paddingTop: 'var(--env-banner-height)',
  } as CSSProperties;

  return (
    <div style={style} data-root-shell>
      {showBanner ? <EnvironmentBanner environment={info.environment} /> : null}
      <RequestProgress />
      <PortalStatusBoundary
        signedIn={Boolean(session.data?.user)}
        exempt={session.data?.user?.userType === 'Staff'}
        onSignOut={handleForcedSignOut}
        subscribe={subscribe}
      >
        <Outlet />
      </PortalStatusBoundary>
    </div>
  );
}
