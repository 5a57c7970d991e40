import { channelConfig } from '@tasman/domain/channel/channel';
import { versionLabel } from '@tasman/domain/shell/version-label';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { usePortalInfo } from '@/lib/portal-info';
import { LoadingScreen } from '@/ui/loading-screen';
import type { StatusSubscribe } from './status-feed';
import { usePortalStatus } from './use-portal-status';

// Mantine's Modal is a large share of the login page's JavaScript, so the modal is fetched apart,
// ahead of need, once the page has settled.
const loadMaintenanceModal = () =>
  import('@/features/portal/components/maintenance-modal').then((m) => ({ default: m.MaintenanceModal }));
const MaintenanceModal = lazy(loadMaintenanceModal);
const PREFETCH_DELAY_MS = 3000;
// The maintenance page is drawn only while the portal is off, so its code (and the Mantine parts only it
// uses) is not part of every page's first load (DESIGN §9: the sign-in page's 150 KB gzip); it is
// fetched ahead of need with the modal's.
const loadMaintenancePage = () =>
  import('@/features/portal/components/maintenance-page').then((m) => ({ default: m.MaintenancePage }));
const MaintenancePage = lazy(loadMaintenancePage);

interface PortalStatusBoundaryProps {
  signedIn: boolean;
  /**
   * Staff keep working through maintenance, as the server lets them (access.plugin; issue 10: the
   * Staff Console that switched the portal off must be able to switch it back): no countdown, no page.
   */
  exempt?: boolean;
  onSignOut: () => void;
  subscribe: StatusSubscribe;
  children: ReactNode;
}

/** The routed content while the portal is live, else the maintenance page; plus the forced-logout modal. */
export function PortalStatusBoundary({
  signedIn,
  exempt = false,
  onSignOut,
  subscribe,
  children,
}: PortalStatusBoundaryProps) {
  const info = usePortalInfo();
  const { live, countdown, logout } = usePortalStatus({
    channel: info.channel,
    signedIn: signedIn && !exempt,
    onSignOut,
    subscribe,
  });

  useEffect(() => {
    const timer = setTimeout(() => {
      Promise.all([loadMaintenanceModal(), loadMaintenancePage()]).catch((error: unknown) =>
        console.warn('Prefetching the maintenance modal and page failed', error),
      );
    }, PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      {live || exempt ? (
        children
      ) : (
        <Suspense fallback={<LoadingScreen />}>
          <MaintenancePage config={channelConfig(info.channel)} versionLabel={versionLabel(info)} />
        </Suspense>
      )}
      {countdown !== null && !exempt ? (
        <Suspense fallback={null}>
          <MaintenanceModal secondsLeft={countdown} onLogout={logout} />
        </Suspense>
      ) : null}
    </>
  );
}
