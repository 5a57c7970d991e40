import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MailboxMessage } from '@tasman/domain/contracts/credentials';
import { MessageBody } from './message-body';

interface MailboxMessageCardProps {
  message: MailboxMessage;
  allowedOrigins: readonly string[];
  /** Formats the time the e-mail was queued. */
  formatTime: (iso: string) => string;
}

/** One e-mail: subject, recipient, when and what kind, then its text. */
export function MailboxMessageCard({ message, allowedOrigins, formatTime }: MailboxMessageCardProps) {
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={message.subject}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h5">
            {message.subject}
          </Title>
          <Badge variant="light" color="navy">
            {message.kind}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          To {message.to} · <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
        </Text>
        <MessageBody text={message.text} allowedOrigins={allowedOrigins} />
      </Stack>
    </Paper>
  );
}
