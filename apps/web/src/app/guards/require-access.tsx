import type { SessionUser } from '@tasman/domain/contracts/auth';
import { Navigate, Outlet } from 'react-router';
import { usePortalInfo, type PortalInfo } from '@/lib/portal-info';
import { paths } from '../paths';
import { useSignedInUser } from './signed-in-user';

export type AccessRule = (user: SessionUser, portal: PortalInfo) => boolean;

interface RequireAccessProps {
  allow: AccessRule;
  redirectTo?: string;
}

/** A route guard below RequireSession: users the rule refuses are sent to the root route. */
export function RequireAccess({ allow, redirectTo = paths.root.path }: RequireAccessProps) {
  const user = useSignedInUser();
  const portal = usePortalInfo();
  if (!allow(user, portal)) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}
