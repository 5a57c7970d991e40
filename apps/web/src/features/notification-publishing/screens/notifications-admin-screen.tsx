import { Divider, Stack, Text, Title } from '@mantine/core';
import type { Channel } from '@tasman/domain/channel/channel';
import type { ReactNode } from 'react';
import { ComposeForm } from '../components/compose-form';
import { PublicationsList } from '../components/publications-list';

export interface NotificationsAdminScreenProps {
  channel: Channel;
  /** Renders a notification's markdown body as clients see it (the compose preview: the client list's own renderer). */
  renderBody: (markdown: string) => ReactNode;
  /** An ISO instant on the portal's clock. */
  formatInstant: (iso: string) => string;
}

/**
 * /notifications/admin (issue 12 'Publishing notifications'; spec 000 §2.6: the notifications admin
 * area admits only Staff): compose and send or schedule a notification to clients of this portal,
 * and see and withdraw what was published.
 */
export function NotificationsAdminScreen({ channel, renderBody, formatInstant }: NotificationsAdminScreenProps) {
  return (
    <Stack gap="xl">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Publish Notifications
        </Title>
        <Text size="sm" c="dimmed">
          Notifications for clients of the {channel === 'AU' ? 'Australian' : 'New Zealand'} portal. Every send, schedule and withdrawal is recorded in the audit log.
        </Text>
      </Stack>
      <ComposeForm channel={channel} renderBody={renderBody} formatInstant={formatInstant} />
      <Divider />
      <PublicationsList formatInstant={formatInstant} />
    </Stack>
  );
}
