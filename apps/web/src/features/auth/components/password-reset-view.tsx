import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { RECOVERY_MESSAGES } from '@tasman/domain/auth/credential-rules';
import { useState, type FormEvent } from 'react';
import { usePasswordReset } from '../api/password-reset';
import { formErrorMessage } from '../lib/form-error-message';
import { FormError } from './form-error';
import { ViewLinks } from './view-links';

interface PasswordResetViewProps {
  backTo: string;
  onNeedHelp: () => void;
}

type Outcome = { kind: 'sent' } | { kind: 'error'; message: string } | null;

/**
 * The password-reset view (spec 000 §2.3, §5, §8): a username is required ('Invalid username');
 * result false → check the username; success → check your e-mail; anything else 'Something went
 * wrong' (a 429 says when to try again).
 */
export function PasswordResetView({ backTo, onNeedHelp }: PasswordResetViewProps) {
  const [username, setUsername] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const reset = usePasswordReset();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (username.trim() === '') {
      setOutcome({ kind: 'error', message: RECOVERY_MESSAGES.invalidUsername });
      return;
    }
    setOutcome(null);
    reset.mutate(
      { username: username.trim() },
      {
        onSuccess: (answer) =>
          setOutcome(
            answer.result ? { kind: 'sent' } : { kind: 'error', message: RECOVERY_MESSAGES.resetUnknownUsername },
          ),
        onError: (failure) => setOutcome({ kind: 'error', message: formErrorMessage(failure) }),
      },
    );
  }

  if (outcome?.kind === 'sent') {
    return (
      <>
        <Alert color="teal" variant="light" role="status" p="sm">
          {RECOVERY_MESSAGES.resetSent}
        </Alert>
        <ViewLinks backTo={backTo} onNeedHelp={onNeedHelp} />
      </>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Reset your password">
      <Stack gap="md">
        <Text size="sm">Enter your username and we will e-mail you a link to set a new password.</Text>
        <TextInput
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          data-autofocus
        />
        <FormError message={outcome?.kind === 'error' ? outcome.message : null} />
        <Button type="submit" fullWidth size="md" loading={reset.isPending}>
          Send reset link
        </Button>
      </Stack>
      <ViewLinks backTo={backTo} onNeedHelp={onNeedHelp} />
    </form>
  );
}
