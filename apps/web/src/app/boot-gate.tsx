import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PortalInfoProvider, portalInfoQueryOptions } from '@/lib/portal-info';
import { ErrorPanel } from '@/ui/error-panel';
import { LoadingScreen } from '@/ui/loading-screen';

/** Loads the portal info once (GET /api/v1/portal/info); its channel decides everything channel-specific. */
export function BootGate({ children }: { children: ReactNode }) {
  const info = useQuery(portalInfoQueryOptions());
  if (info.isPending) return <LoadingScreen />;
  if (info.isError) {
    return (
      <Container size="sm" py="xl">
        <ErrorPanel message="The Client Portal could not be reached. Please try again soon." onRetry={() => void info.refetch()} />
      </Container>
    );
  }
  return <PortalInfoProvider value={info.data}>{children}</PortalInfoProvider>;
}
