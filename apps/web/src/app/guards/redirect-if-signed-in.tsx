import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { safeReturnUrl } from '@/lib/safe-return-url';
import { LoadingScreen } from '@/ui/loading-screen';
import { paths } from '../paths';

/**
 * spec 000 §2.3: a signed-in user opening login is sent to /dashboard, or to returnUrl when login
 * was opened with one (which is also how a successful sign-in leaves this page: the login answer
 * becomes the session). If the session cannot be checked, the login page shows.
 */
export function RedirectIfSignedIn() {
  const session = useSession();
  const [search] = useSearchParams();
  if (session.isPending) return <LoadingScreen />;
  if (session.data?.user) return <Navigate to={safeReturnUrl(search.get('returnUrl'), paths.dashboard.path)} replace />;
  return <Outlet />;
}
