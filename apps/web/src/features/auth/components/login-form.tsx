import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { ERRORS } from '@tasman/domain/errors';
import type { LoginResponse } from '@tasman/domain/contracts/auth';
import { Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useLogin } from '../api/login';
import { isLockedOut, loginErrorMessage } from '../lib/login-error-message';
import { AccountLockedDialog } from './lazy-dialogs';
import { LoginPasswordInput } from './login-password-input';
import { FormError } from './form-error';

interface LoginFormProps {
  onNeedHelp: () => void;
  onPasswordHelp: () => void;
  /** The server's answer, which the login screen follows (spec 000 §4 'Sign-in'). */
  onAnswer: (answer: LoginResponse) => void;
}

/**
 * The login view (spec 000 §2.3, §5): username and password are required before anything is sent.
 * The answer goes to the login screen, which enters, asks for the code or shows a dialog.
 */
export function LoginForm({ onNeedHelp, onPasswordHelp, onAnswer }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [lockedOpen, setLockedOpen] = useState(false);
  const loginMutation = useLogin();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (username.trim() === '' || password === '') {
      setError(ERRORS.MissingCredentials.message);
      return;
    }
    setError(null);
    loginMutation.mutate(
      { username: username.trim(), password },
      {
        onSuccess: onAnswer,
        onError: (failure) => {
          setError(loginErrorMessage(failure));
          if (isLockedOut(failure)) setLockedOpen(true);
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Login">
      <Stack gap="md">
        <TextInput
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
        />
        <LoginPasswordInput value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
        <FormError message={error} />
        <Button type="submit" fullWidth size="md" loading={loginMutation.isPending}>
          Login
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to="/login?v=forgot-username" size="sm">
            Forgot username?
          </Anchor>
          <Anchor component={Link} to="/login?v=password-reset" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" onClick={onNeedHelp} size="sm">
            Need Help?
          </Anchor>
          <Anchor component="button" type="button" onClick={onPasswordHelp} size="sm">
            Help with Password
          </Anchor>
        </Group>
        <Anchor component={Link} to="/login?v=register" size="sm" ta="center">
          New to the Client Portal? Register
        </Anchor>
      </Stack>
      <Suspense fallback={null}>
        {lockedOpen ? <AccountLockedDialog opened onClose={() => setLockedOpen(false)} /> : null}
      </Suspense>
    </form>
  );
}
