import { Navigate } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { LoadingScreen } from '@/ui/loading-screen';
import { paths } from '../paths';

/** spec 000 §2.3: the empty path goes to login, or to the dashboard for a signed-in user. */
export function RootRedirect() {
  const session = useSession();
  if (session.isPending) return <LoadingScreen />;
  return <Navigate to={session.data?.user ? paths.dashboard.path : paths.login.path} replace />;
}
