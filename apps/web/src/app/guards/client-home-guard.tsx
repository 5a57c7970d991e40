import { clientHomeRedirect } from '@tasman/domain/home/home-route';
import { Navigate, Outlet } from 'react-router';
import { useSignedInUser } from './signed-in-user';

/**
 * spec 000 §2.5: staff and advisers are redirected from the client home to their home route, and
 * so are related-accounts-only users who are not prospects.
 */
export function ClientHomeGuard() {
  const user = useSignedInUser();
  const target = clientHomeRedirect(user);
  if (target) return <Navigate to={target} replace />;
  return <Outlet />;
}
