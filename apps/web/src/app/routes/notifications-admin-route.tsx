import { channelConfig } from '@tasman/domain/channel/channel';
import { NotificationsAdminScreen } from '@/features/notification-publishing/screens/notifications-admin-screen';
import { NotificationBody } from '@/features/notifications/components/notification-body';
import { formatInstant } from '@/features/staff-console/format-instant';
import { usePortalInfo } from '@/lib/portal-info';

/** Staff publish notifications to clients of this portal (guarded to staff: notificationsAdminAccess). */
export function NotificationsAdminRoute() {
  const { channel } = usePortalInfo();
  const { timeZone } = channelConfig(channel);
  return (
    <NotificationsAdminScreen
      channel={channel}
      // The preview is the client list's own renderer, so staff see what clients will.
      renderBody={(markdown) => <NotificationBody markdown={markdown} />}
      formatInstant={(iso) => formatInstant(iso, timeZone)}
    />
  );
}
