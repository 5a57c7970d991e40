import { ActionIcon, Badge, Group, Menu, Stack, Text, Title } from '@mantine/core';
import type { Notification } from '@tasman/domain/contracts/notifications';
import type { CallToActionTarget } from '@tasman/domain/notifications/call-to-action';
import type { NotificationViewEntry } from '@tasman/domain/notifications/notification-views';
import { IconChecks, IconDotsVertical } from '@tabler/icons-react';
import type { NotificationStatus } from '../api/notification-operations';
import { NotificationCard } from './notification-card';

export const EMPTY_TEXT: Record<NotificationViewEntry['view'], string> = {
  all: 'No notifications',
  alerts: 'No alerts',
  general: 'No general notifications',
};

export interface NotificationListProps {
  entry: NotificationViewEntry;
  sentLabel: (notification: Notification) => string;
  targetOf: (notification: Notification) => CallToActionTarget | null;
  onStatus: (notification: Notification, status: NotificationStatus) => void;
  onFollow: (notification: Notification, target: CallToActionTarget) => void;
  onMarkAllRead: () => void;
}

/** One list of spec 000 §2.6 with its heading, unread figure and 'Mark all as read' menu. */
export function NotificationList({ entry, sentLabel, targetOf, onStatus, onFollow, onMarkAllRead }: NotificationListProps) {
  const headingId = `notifications-${entry.view}-heading`;
  const countLabel = entry.view === 'all' ? `${entry.count} new` : `${entry.count} unread`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-testid={`notification-list-${entry.view}`}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {entry.title}
          </Title>
          <Badge variant="light" color={entry.count > 0 ? 'blue' : 'gray'} aria-label={countLabel}>
            {entry.count}
          </Badge>
        </Group>
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`${entry.title} options`}>
              <IconDotsVertical size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconChecks size={16} aria-hidden />} onClick={onMarkAllRead}>
              Mark all as read
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {entry.notifications.length === 0 ? (
        <Text c="dimmed" size="sm" py="md">
          {EMPTY_TEXT[entry.view]}
        </Text>
      ) : (
        entry.notifications.map((notification) => (
          <NotificationCard
            key={notification.portalNotificationId}
            notification={notification}
            sentLabel={sentLabel(notification)}
            target={targetOf(notification)}
            onStatus={(status) => onStatus(notification, status)}
            onFollow={(target) => onFollow(notification, target)}
          />
        ))
      )}
    </Stack>
  );
}
