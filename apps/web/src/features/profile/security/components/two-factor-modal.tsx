import { Alert, Badge, Button, Divider, Group, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { ERRORS } from '@tasman/domain/errors';
import { useState, type FormEvent } from 'react';
import { useDisableTwoFactor, useRegenerateRecoveryCodes, useTwoFactorStatus } from '../api/security-api';
import { twoFactorManageErrorMessage } from '../security-messages';
import { RecoveryCodesList } from './recovery-codes-list';

interface TwoFactorModalProps {
  opened: boolean;
  onClose: () => void;
  /** Two-factor is off and the user chose to set it up: the set-up dialog opens. */
  onSetUp: () => void;
  /** Two-factor was turned off: the session no longer has it. */
  onDisabled: () => void;
}

/**
 * Two-factor management (spec 002 §2.5 'Two-factor alert and setup'; issue 13): whether it is on and
 * how many recovery codes are left; set it up (the existing set-up dialog); new recovery codes for a
 * code; turn it off for a code — not offered to staff, advisers or users whose two-factor is forced
 * (the server's canDisable).
 */
export function TwoFactorModal({ opened, onClose, onSetUp, onDisabled }: TwoFactorModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Two-Factor Authentication" centered size="md">
      {opened ? <TwoFactorContent onClose={onClose} onSetUp={onSetUp} onDisabled={onDisabled} /> : null}
    </Modal>
  );
}

function TwoFactorContent({ onClose, onSetUp, onDisabled }: Omit<TwoFactorModalProps, 'opened'>) {
  const status = useTwoFactorStatus();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  if (status.isPending) {
    return (
      <Stack align="center" py="lg">
        <Loader size="sm" aria-label="Loading two-factor status" />
      </Stack>
    );
  }
  if (status.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" role="alert">
          Something went wrong
        </Alert>
        <Button variant="default" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }

  const { enabled, recoveryCodesLeft, canDisable } = status.data;
  if (!enabled) {
    return (
      <Stack gap="md">
        <Group gap="xs">
          <Text fw={600}>Status</Text>
          <Badge color="gray" variant="light">
            Off
          </Badge>
        </Group>
        <Text size="sm">
          Two-factor authentication asks for a code from an authenticator app on your phone when you log in, so your
          password alone is not enough. It is needed to edit your personal details and to change some account settings.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onSetUp}>Set up two-factor authentication</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text fw={600}>Status</Text>
        <Badge color="teal" variant="light">
          On
        </Badge>
      </Group>
      <Text size="sm">
        Recovery codes left: <strong>{recoveryCodesLeft}</strong>
      </Text>
      <Divider />
      {newCodes ? (
        <RecoveryCodesList codes={newCodes} />
      ) : (
        <CodeAction
          title="New recovery codes"
          text="Lost or used your recovery codes? Enter a code from your authenticator app to get a new set. The old codes stop working."
          buttonLabel="Get new recovery codes"
          pending={regenerate.isPending}
          run={(code, done) => regenerate.mutate(code, { onSuccess: (answer) => done(null, () => setNewCodes(answer.recoveryCodes)), onError: (error) => done(error) })}
        />
      )}
      {canDisable ? (
        <>
          <Divider />
          <CodeAction
            title="Turn off two-factor authentication"
            text="Enter a code from your authenticator app, or a recovery code, to turn two-factor authentication off."
            buttonLabel="Turn off"
            buttonColor="red"
            pending={disable.isPending}
            run={(code, done) => disable.mutate(code, { onSuccess: () => done(null, () => {
                setNewCodes(null);
                onDisabled();
              }), onError: (error) => done(error) })}
          />
        </>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}

interface CodeActionProps {
  title: string;
  text: string;
  buttonLabel: string;
  buttonColor?: string;
  pending: boolean;
  /** Sends the code; `done` is told the failure, or null and what to do after the form is cleared. */
  run: (code: string, done: (error: unknown, after?: () => void) => void) => void;
}

/** A code from the authenticator app (or a recovery code), then an action. */
function CodeAction({ title, text, buttonLabel, buttonColor, pending, run }: CodeActionProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === '') {
      setError(ERRORS.MissingCode.message);
      return;
    }
    setError(null);
    run(code.trim(), (failure, after) => {
      setCode('');
      if (failure) setError(twoFactorManageErrorMessage(failure));
      else after?.();
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm">{text}</Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Code"
            autoComplete="one-time-code"
            maxLength={20}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={error}
            style={{ flex: '1 1 10rem' }}
          />
          <Button type="submit" color={buttonColor} loading={pending} mt={25}>
            {buttonLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
