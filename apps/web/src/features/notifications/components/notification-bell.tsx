import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';

interface NotificationBellProps {
  /** Unread alerts plus unread general notifications. */
  unreadCount: number;
}

/** The top bar bell with the unread notification count (spec 000 §2.1). */
export function NotificationBell({ unreadCount }: NotificationBellProps) {
  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
  return (
    <Indicator
      label={unreadCount > 99 ? '99+' : unreadCount}
      disabled={unreadCount < 1}
      size={18}
      color="red"
      offset={4}
    >
      <ActionIcon component={Link} to="/notifications" variant="subtle" color="white" size="lg" aria-label={label}>
        <IconBell size={22} stroke={1.7} />
      </ActionIcon>
    </Indicator>
  );
}
