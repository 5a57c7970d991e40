import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { ACCOUNT_SECURITY_MESSAGES } from '@tasman/domain/contracts/account-security';
import { confirmUsernameProblem, usernameProblem } from '@tasman/domain/auth/username-rules';
import { useState, type FormEvent } from 'react';
import { useChangeUsername } from '../api/security-api';
import { changeUsernameErrorMessage } from '../security-messages';

interface ChangeUsernameModalProps {
  opened: boolean;
  onClose: () => void;
  /** The username changed: the session now carries the new one. */
  onChanged: (username: string) => void;
}

type Field = 'username' | 'confirmUsername';

/** spec 002 §5 'Change username': required plus the shared validator; confirm required and equal. */
function problemsOf(values: Record<Field, string>): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  const username = usernameProblem(values.username);
  if (username) problems.username = username;
  const confirm = confirmUsernameProblem(values.username, values.confirmUsername);
  if (confirm) problems.confirmUsername = confirm;
  return problems;
}

/**
 * The change username modal (spec 002 §2.5, §4 'Change username modal': form, then success; an error
 * is shown within the form — 'Unable to change username at this time.' or the server's Message, §8).
 */
export function ChangeUsernameModal({ opened, onClose, onChanged }: ChangeUsernameModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Change username" centered size="md">
      {opened ? <ChangeUsernameContent onClose={onClose} onChanged={onChanged} /> : null}
    </Modal>
  );
}

function ChangeUsernameContent({ onClose, onChanged }: Omit<ChangeUsernameModalProps, 'opened'>) {
  const change = useChangeUsername();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', confirmUsername: '' });
  const [shown, setShown] = useState<Partial<Record<Field, string>>>({});
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; username: string } | null>(null);

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    if (touched) setShown(problemsOf(next));
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = problemsOf(values);
    setTouched(true);
    setShown(problems);
    if (Object.keys(problems).length > 0) return;
    setError(null);
    change.mutate(values.username.trim(), {
      onSuccess: (answer) => {
        if (answer.result) {
          setDone({ message: answer.message || ACCOUNT_SECURITY_MESSAGES.usernameChanged, username: answer.username });
          onChanged(answer.username);
        } else setError(ACCOUNT_SECURITY_MESSAGES.usernameChangeFailed);
      },
      onError: (failure) => setError(changeUsernameErrorMessage(failure)),
    });
  }

  if (done) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status">
          {done.message} Use <strong>{done.username}</strong> to log in from now on.
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Change username">
      <Stack gap="sm">
        <TextInput
          label="New username"
          autoComplete="username"
          required
          value={values.username}
          onChange={set('username')}
          error={shown.username}
          maxLength={200}
        />
        <TextInput
          label="Confirm new username"
          autoComplete="off"
          required
          value={values.confirmUsername}
          onChange={set('confirmUsername')}
          error={shown.confirmUsername}
          maxLength={200}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Change username
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
