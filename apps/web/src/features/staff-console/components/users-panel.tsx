import { Alert, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useUnlockUser } from '../api/unlock-user';

/** What the server's 404 means here: nobody of that name on this portal (another portal's user included). */
export function userActionError(error: Error, username: string): string {
  if (error instanceof ApiError && error.status === 404) return `There is no user called ‘${username}’ on this portal.`;
  return error.message;
}

/** Unlock a user and reset a user's two-factor, by username, users of this portal only. */
export function UsersPanel() {
  return (
    <Stack gap="xl">
      <Title order={2} size="h3">
        Users
      </Title>
      <UnlockForm />
      <ResetTwoFactorForm />
    </Stack>
  );
}

/** The username a staff action names; 'Enter a username.' when it was submitted empty. */
function UsernameField(props: { name: string; value: string; missing: boolean; onChange: (value: string) => void }) {
  return (
    <TextInput
      label="Username"
      name={props.name}
      autoComplete="off"
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.missing ? 'Enter a username.' : undefined}
      style={{ flex: '1 1 220px' }}
    />
  );
}

function UnlockForm() {
  const [username, setUsername] = useState('');
  const [missing, setMissing] = useState(false);
  const unlock = useUnlockUser();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    setMissing(name === '');
    if (name !== '') unlock.mutate(name);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="unlock-title">
      <Stack gap="sm" maw={520}>
        <Title order={3} size="h4" id="unlock-title">
          Unlock a user
        </Title>
        <Text size="sm" c="dimmed">
          Clears the lockout after too many wrong passwords or codes, so the user can sign in again.
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <UsernameField
            name="unlock-username"
            value={username}
            missing={missing}
            onChange={(value) => {
              setUsername(value);
              unlock.reset();
            }}
          />
          <Button type="submit" loading={unlock.isPending}>
            Unlock
          </Button>
        </Group>
        {unlock.isSuccess ? (
          <Alert color="green" variant="light" role="status" title={`${unlock.data.username} is unlocked.`} />
        ) : null}
        {unlock.isError ? (
          <Alert color="red" variant="light" role="alert" title="The user was not unlocked">
            {userActionError(unlock.error, unlock.variables)}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

function ResetTwoFactorForm() {
  const [username, setUsername] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const reset = useResetTwoFactor();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    setMissing(name === '');
    if (name !== '') setConfirming(name);
  };
  const confirm = () => {
    if (confirming) reset.mutate(confirming, { onSettled: () => setConfirming(null) });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="reset-title">
      <Stack gap="sm" maw={520}>
        <Title order={3} size="h4" id="reset-title">
          Reset two-factor authentication
        </Title>
        <Text size="sm" c="dimmed">
          For a user who lost their authenticator and recovery codes: their two-factor is removed, they are signed out
          everywhere, and they set it up again at their next sign-in.
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <UsernameField
            name="reset-username"
            value={username}
            missing={missing}
            onChange={(value) => {
              setUsername(value);
              reset.reset();
            }}
          />
          <Button type="submit" color="orange.9">
            Reset two-factor
          </Button>
        </Group>
        {reset.isSuccess ? (
          <Alert
            color="green"
            variant="light"
            role="status"
            title={`Two-factor authentication of ${reset.data.username} is reset.`}
          >
            {reset.data.sessionsEnded === 1 ? '1 session was ended.' : `${reset.data.sessionsEnded} sessions were ended.`}
          </Alert>
        ) : null}
        {reset.isError ? (
          <Alert color="red" variant="light" role="alert" title="Two-factor authentication was not reset">
            {userActionError(reset.error, reset.variables)}
          </Alert>
        ) : null}
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => (reset.isPending ? undefined : setConfirming(null))}
        title="Reset two-factor authentication?"
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {confirming}’s authenticator and recovery codes stop working, every session of theirs ends, and they must set
            up two-factor authentication again at their next sign-in.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={reset.isPending}>
              Cancel
            </Button>
            <Button color="orange.9" onClick={confirm} loading={reset.isPending}>
              Reset
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
