import { Container } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { ErrorPanel } from '@/ui/error-panel';
import { LoadingScreen } from '@/ui/loading-screen';
import { loginHref, paths } from '../paths';
import { SignedInUserProvider } from './signed-in-user';

/** Everything below needs a session; without one, go to login and come back here afterwards. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <LoadingScreen />;
  if (session.isError) {
    return (
      <Container size="sm" py="xl">
        <ErrorPanel message="We could not check whether you are signed in." onRetry={() => void session.refetch()} />
      </Container>
    );
  }
  if (!session.data.user) {
    // Signing out on purpose starts afresh; otherwise come back here after signing in.
    const to = session.data.endedBy === 'user' ? paths.login.path : loginHref(location.pathname + location.search);
    return <Navigate to={to} replace />;
  }
  return (
    <SignedInUserProvider value={session.data.user}>
      <Outlet />
    </SignedInUserProvider>
  );
}
