import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { PASSWORD_MESSAGES } from '@tasman/domain/auth/credential-rules';
import type { LinkOperation } from '@tasman/domain/contracts/credentials';
import { useState, type FormEvent } from 'react';
import { useSetPassword } from '../api/set-password';
import { formErrorMessage, isLinkExpired } from '../lib/form-error-message';
import { newPasswordProblems } from '../lib/new-password-problems';
import { FormError } from './form-error';

interface NewPasswordFormProps {
  link: { op: LinkOperation; clientId: string; secret: string };
  username: string;
  onSaved: (message: string, password: string) => void;
  onLinkExpired: () => void;
}

/**
 * spec 000 §5 'Password setup': read-only username, password and confirm password; the guidance;
 * the length rules live as the password is typed; Save disabled while invalid; an invalid submit
 * marks the form touched and sends nothing. spec 000 §8: a 400 shows its message, anything else
 * 'Something went wrong'.
 */
export function NewPasswordForm({ link, username, onSaved, onLinkExpired }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSetPassword();
  const problems = newPasswordProblems(password, confirm);
  const invalid = username === '' || problems.password !== null || problems.confirm !== null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invalid) {
      setTouched(true);
      return;
    }
    setError(null);
    save.mutate(
      { ...link, newPassword: password },
      {
        onSuccess: (answer) => {
          if (answer.result) onSaved(answer.message, password);
          else setError(answer.message);
        },
        onError: (failure) => {
          if (isLinkExpired(failure)) onLinkExpired();
          else setError(formErrorMessage(failure));
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Set your password">
      <Stack gap="md">
        <TextInput label="Username" name="username" autoComplete="username" value={username} readOnly />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="new-password"
          description={PASSWORD_MESSAGES.guidance}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={touched || password !== '' ? problems.password : null}
        />
        <PasswordInput
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.currentTarget.value)}
          error={touched || confirm !== '' ? problems.confirm : null}
        />
        <FormError message={error} />
        <Button type="submit" fullWidth size="md" disabled={invalid} loading={save.isPending}>
          Save
        </Button>
      </Stack>
    </form>
  );
}
