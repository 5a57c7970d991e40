import { Anchor, Group, Paper, Text } from '@mantine/core';
import { unreadAlertLabel } from '@tasman/domain/notifications/unread-alert-label';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

interface NotificationAlertBarProps {
  unreadAlerts: number;
}

/** spec 000 §2.1: hidden below 1 unread alert; links to the alerts view of notifications. */
export function NotificationAlertBar({ unreadAlerts }: NotificationAlertBarProps) {
  const label = unreadAlertLabel(unreadAlerts);
  if (!label) return null;
  return (
    <Paper radius="md" px="md" py="xs" mb="md" bg="orange.0" withBorder style={{ borderColor: 'var(--mantine-color-orange-3)' }}>
      <Group gap="xs" wrap="nowrap">
        <IconAlertCircle size={18} color="var(--mantine-color-orange-7)" aria-hidden />
        <Anchor component={Link} to="/notifications?view=1" c="orange.9" fw={600} size="sm">
          {label}
        </Anchor>
        <Text size="sm" c="orange.9" visibleFrom="sm">
          — open Notifications
        </Text>
      </Group>
    </Paper>
  );
}
