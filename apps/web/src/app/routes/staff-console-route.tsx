import { StaffConsoleScreen } from '@/features/staff-console/screens/staff-console-screen';
import { usePortalInfo } from '@/lib/portal-info';
import { useStatusFeed } from '../status/status-feed-context';

/** The Staff Console of this portal (the route is guarded to staff: staffConsoleAccess). */
export function StaffConsoleRoute() {
  const { channel } = usePortalInfo();
  return <StaffConsoleScreen channel={channel} subscribeToStatus={useStatusFeed()} />;
}
