import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import type { Channel } from '@tasman/domain/channel/channel';
import { FORCED_LOGOUT_SECONDS } from '@tasman/domain/portal-status/portal-status-machine';
import { useState } from 'react';
import { useSetPortalStatus } from '../api/set-portal-status';
import { useChannelLive, type SubscribeToStatus } from './use-channel-live';

interface PortalStatusPanelProps {
  channel: Channel;
  portalName: string;
  subscribeToStatus: SubscribeToStatus;
}

/**
 * This portal's status and the switch between live and maintenance, each way behind a confirmation
 * that says what happens to the people signed in (spec 000 §4 'Portal status').
 */
export function PortalStatusPanel({ channel, portalName, subscribeToStatus }: PortalStatusPanelProps) {
  const { live, know } = useChannelLive(channel, subscribeToStatus);
  const change = useSetPortalStatus();
  const [confirming, setConfirming] = useState<'maintenance' | 'live' | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const confirm = () => {
    const goLive = confirming === 'live';
    setDone(null);
    change.mutate(
      { channel, live: goLive },
      {
        onSuccess: (status) => {
          know(status);
          setDone(goLive ? 'The portal is live again.' : 'The portal is now in maintenance.');
        },
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Portal status
      </Title>
      <Group gap="sm" wrap="wrap">
        <Text>{portalName}:</Text>
        {live === null ? (
          <Group gap={6} role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">Checking the portal status…</Text>
          </Group>
        ) : (
          <Badge size="lg" color={live ? 'green.8' : 'orange.9'} variant="filled" data-testid="portal-status">
            {live ? 'Live' : 'In maintenance'}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        In maintenance, nobody but staff can sign in, and clients and advisers who are signed in are signed out after a{' '}
        {FORCED_LOGOUT_SECONDS}-second countdown. Staff stay signed in, so you can switch the portal back here.
      </Text>
      <Group>
        {live === false ? (
          <Button color="green.8" onClick={() => setConfirming('live')}>
            Switch back live
          </Button>
        ) : (
          <Button color="orange.9" disabled={live === null} onClick={() => setConfirming('maintenance')}>
            Switch to maintenance
          </Button>
        )}
      </Group>
      {done ? (
        <Alert color="green" variant="light" role="status" title={done} />
      ) : null}
      {change.isError ? (
        <Alert color="red" variant="light" role="alert" title="The status was not changed">
          {change.error.message}
        </Alert>
      ) : null}

      <Modal
        opened={confirming !== null}
        onClose={() => (change.isPending ? undefined : setConfirming(null))}
        title={confirming === 'live' ? 'Switch the portal back live?' : 'Switch the portal to maintenance?'}
        centered
      >
        <Stack gap="md">
          {confirming === 'live' ? (
            <Text size="sm">Clients and advisers can sign in again as soon as the portal is live.</Text>
          ) : (
            <>
              <Text size="sm">
                Everyone signed in to the {portalName} sees the ‘Portal Maintenance’ notice and is signed out after a{' '}
                {FORCED_LOGOUT_SECONDS}-second countdown. Nobody but staff can sign in until the portal is live again.
              </Text>
              <Text size="sm">Staff stay signed in.</Text>
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={change.isPending}>
              Cancel
            </Button>
            <Button
              color={confirming === 'live' ? 'green.8' : 'orange.9'}
              onClick={confirm}
              loading={change.isPending}
            >
              {confirming === 'live' ? 'Go live' : 'Start maintenance'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
