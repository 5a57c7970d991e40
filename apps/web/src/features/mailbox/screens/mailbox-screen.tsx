import { Anchor, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import { MESSAGES } from '@tasman/domain/errors';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { usePortalInfo } from '@/lib/portal-info';
import { ErrorPanel } from '@/ui/error-panel';
import { isMailboxOff, useMailbox } from '../api/get-mailbox';
import { MailboxMessageCard } from '../components/mailbox-message-card';
import { originOf } from '../lib/message-parts';

/**
 * /mailbox, the demo mailbox (issue 4): without an SMTP server the portal's e-mails wait in an
 * outbox, and in the demo this page shows them, newest first, so a newcomer can follow a password
 * link end to end. Polled every 5 seconds; off (404) outside the demo.
 */
export function MailboxScreen() {
  const info = usePortalInfo();
  const mailbox = useMailbox(info.demoMailbox);
  const config = channelConfig(info.channel);
  const allowedOrigins = useMemo(
    () => [window.location.origin, originOf(info.otherPortalUrl)].filter((origin): origin is string => origin !== null),
    [info.otherPortalUrl],
  );
  const formatTime = useMemo(() => {
    const format = new Intl.DateTimeFormat(config.locale, {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      timeZone: config.timeZone,
    });
    return (iso: string) => format.format(new Date(iso));
  }, [config.locale, config.timeZone]);
  const off = !info.demoMailbox || isMailboxOff(mailbox.error);
  const messages = [...(mailbox.data?.messages ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <Box mih="calc(100dvh - var(--env-banner-height, 0px))" bg="gray.0" py="xl">
      <Container size="md">
        <Group justify="space-between" align="flex-end" mb="md">
          <div>
            <Title order={1} size="h2">
              Demo mailbox
            </Title>
            <Text size="sm" c="dimmed">
              The e-mails this demo portal would have sent. Anyone can read this page, so it exists only in the demo.
            </Text>
          </div>
          <Anchor component={Link} to="/login" size="sm">
            Back to login
          </Anchor>
        </Group>
        {off ? (
          <Paper withBorder radius="md" p="xl" data-testid="mailbox-off">
            <Text>
              The demo mailbox is off. It is only there in the demo, when the portal has no e-mail server to send with.
            </Text>
          </Paper>
        ) : mailbox.isError && !mailbox.data ? (
          <ErrorPanel message={MESSAGES.somethingWentWrong} onRetry={() => void mailbox.refetch()} />
        ) : (
          <Stack gap="md">
            <Group justify="space-between">
              <Text size="sm" c="dimmed" aria-live="polite">
                {mailbox.isPending
                  ? 'Loading…'
                  : `${messages.length} ${messages.length === 1 ? 'e-mail' : 'e-mails'}, newest first. Checked every 5 seconds.`}
              </Text>
              <Button size="xs" variant="default" onClick={() => void mailbox.refetch()}>
                Refresh
              </Button>
            </Group>
            {!mailbox.isPending && messages.length === 0 ? (
              <Paper withBorder radius="md" p="xl">
                <Text size="sm">
                  No e-mails yet. Ask for a password reset or your username on the login page, and the e-mail appears
                  here.
                </Text>
              </Paper>
            ) : null}
            {messages.map((message) => (
              <MailboxMessageCard
                key={message.id}
                message={message}
                allowedOrigins={allowedOrigins}
                formatTime={formatTime}
              />
            ))}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
