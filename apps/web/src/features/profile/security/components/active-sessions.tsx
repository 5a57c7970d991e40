import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { channelConfig, type Channel } from '@tasman/domain';
import type { ActiveSession } from '@tasman/domain/contracts/account-security';
import { useState } from 'react';
import { useActiveSessions, useEndSession } from '../api/security-api';

/** A moment in the portal's own time zone, e.g. '25 Nov 2026, 3:15 pm'. */
function momentWords(iso: string, channel: Channel): string {
  const { locale, timeZone } = channelConfig(channel);
  return new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * The user's active sessions (ASVS 5.0 V7.5.2; issue 13): device, IP address, when signed in and last
 * active, this one marked 'This device'; End ends any of them (ending this one signs out).
 */
export function ActiveSessions({ channel, onSignedOut }: { channel: Channel; onSignedOut: () => void }) {
  const sessions = useActiveSessions();
  const end = useEndSession();
  const [ending, setEnding] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function handleEnd(session: ActiveSession) {
    setError(null);
    setEnding(session.handle);
    end.mutate(session.handle, {
      onSuccess: (answer) => {
        if (answer.signedOut) onSignedOut();
      },
      onError: () => setError('Something went wrong'),
      onSettled: () => setEnding(null),
    });
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="active-sessions-title">
      <Title order={2} size="h4" id="active-sessions-title">
        Active sessions
      </Title>
      <Text size="sm" c="dimmed">
        Where you are logged in to the Client Portal now. End any session you do not recognise, then change your password.
      </Text>
      {sessions.isPending ? <Loader size="sm" aria-label="Loading sessions" /> : null}
      {sessions.isError ? (
        <Alert color="red" variant="light" role="alert">
          Your sessions could not be loaded.{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {sessions.data ? (
        <Stack gap="xs" component="ul" aria-label="Active sessions" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sessions.data.sessions.map((session) => (
            <Card key={session.handle} component="li" withBorder padding="sm" radius="sm" aria-label={session.device}>
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                  <Group gap="xs">
                    <Text fw={600}>{session.device}</Text>
                    {session.current ? (
                      <Badge color="teal" variant="light">
                        This device
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm">IP address: {session.ip ?? 'unknown'}</Text>
                  <Text size="sm">Logged in: {momentWords(session.createdAt, channel)}</Text>
                  <Text size="sm">Last active: {momentWords(session.lastSeenAt, channel)}</Text>
                </Stack>
                <Button
                  variant="default"
                  color="red"
                  size="xs"
                  loading={ending === session.handle}
                  onClick={() => handleEnd(session)}
                  aria-label={session.current ? 'End this session (log out)' : `End session: ${session.device}`}
                >
                  End
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
