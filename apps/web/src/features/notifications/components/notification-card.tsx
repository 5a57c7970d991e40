import { ActionIcon, Box, Button, Group, Menu, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@tasman/domain/contracts/notifications';
import type { CallToActionTarget } from '@tasman/domain/notifications/call-to-action';
import { needsActionHighlight } from '@tasman/domain/notifications/notification-views';
import { IconDots, IconExternalLink, IconMail, IconMailOpened, IconX } from '@tabler/icons-react';
import type { NotificationStatus } from '../api/notification-operations';
import { NotificationBody } from './notification-body';
import { NotificationIcon } from './notification-icon';

export interface NotificationCardProps {
  notification: Notification;
  /** The date sent as the user's portal shows it ('20 Nov 2026'). */
  sentLabel: string;
  /** Where the call to action leads; null hides the button (no label, or nowhere to go). */
  target: CallToActionTarget | null;
  onStatus: (status: NotificationStatus) => void;
  onFollow: (target: CallToActionTarget) => void;
}

/**
 * One notification (spec 000 §2.6): unread cards highlighted, an unread RequireAction card with an
 * orange subject, an icon by type, the card menu (Mark as read / Mark as unread, and Dismiss only
 * when dismissible), the markdown body, the date sent and the call-to-action button when it has a label.
 */
export function NotificationCard({ notification, sentLabel, target, onStatus, onFollow }: NotificationCardProps) {
  const unread = notification.notificationStatusCode === 'Unread';
  const alert = notification.notificationPriorityCode === 'RequireAction';
  const orange = needsActionHighlight(notification);
  const label = notification.callToAction?.label ?? '';

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      data-testid="notification-card"
      data-status={notification.notificationStatusCode}
      aria-label={notification.subject}
      bg={unread ? 'blue.0' : 'white'}
      style={{
        borderLeft: unread ? `4px solid var(--mantine-color-${alert ? 'orange' : 'blue'}-6)` : undefined,
      }}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <NotificationIcon typeCode={notification.notificationTypeCode} alert={alert} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Box style={{ minWidth: 0 }}>
              <Text
                component="h3"
                m={0}
                fw={unread ? 700 : 600}
                c={orange ? 'orange.8' : undefined}
                data-testid="notification-subject"
                data-orange={orange || undefined}
                style={{ overflowWrap: 'anywhere' }}
              >
                {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
                {notification.subject}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={notification.dateSent}>
                {sentLabel}
              </Text>
            </Box>
            <Menu position="bottom-end" withinPortal shadow="md">
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Options for ${notification.subject}`}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {unread ? (
                  <Menu.Item leftSection={<IconMailOpened size={16} aria-hidden />} onClick={() => onStatus('Read')}>
                    Mark as read
                  </Menu.Item>
                ) : (
                  <Menu.Item leftSection={<IconMail size={16} aria-hidden />} onClick={() => onStatus('Unread')}>
                    Mark as unread
                  </Menu.Item>
                )}
                {notification.notificationDismissible ? (
                  <Menu.Item leftSection={<IconX size={16} aria-hidden />} onClick={() => onStatus('Dismissed')}>
                    Dismiss
                  </Menu.Item>
                ) : null}
              </Menu.Dropdown>
            </Menu>
          </Group>
          <NotificationBody markdown={notification.bodyText} />
          {target ? (
            <Group>
              {target.kind === 'external' ? (
                <Button
                  component="a"
                  href={target.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="xs"
                  variant={alert ? 'filled' : 'light'}
                  color={alert ? 'orange' : 'blue'}
                  rightSection={<IconExternalLink size={14} aria-hidden />}
                  onClick={() => onFollow(target)}
                >
                  {label}
                </Button>
              ) : (
                <Button size="xs" variant={alert ? 'filled' : 'light'} color={alert ? 'orange' : 'blue'} onClick={() => onFollow(target)}>
                  {label}
                </Button>
              )}
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
