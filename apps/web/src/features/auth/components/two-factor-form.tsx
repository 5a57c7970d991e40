import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { ERRORS } from '@tasman/domain/errors';
import { Suspense, useState, type FormEvent } from 'react';
import { useTwoFactor } from '../api/two-factor';
import { isLockedOut } from '../lib/login-error-message';
import { isTwoFactorExpired, twoFactorErrorMessage } from '../lib/two-factor-error-message';
import { AccountLockedDialog } from './lazy-dialogs';

interface TwoFactorFormProps {
  /** Back to the login view, e.g. when the waiting sign-in has expired. */
  onBack: () => void;
}

/**
 * The 2fa view (spec 000 §2.3, §5, §8): the six-digit code from an authenticator app. The code is
 * required before anything is sent; a right code becomes the session and the login route guard
 * leaves for returnUrl.
 */
export function TwoFactorForm({ onBack }: TwoFactorFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [lockedOpen, setLockedOpen] = useState(false);
  const twoFactor = useTwoFactor();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === '') {
      setError(ERRORS.MissingCode.message);
      return;
    }
    setError(null);
    twoFactor.mutate(
      { code: code.trim() },
      {
        onError: (failure) => {
          setError(twoFactorErrorMessage(failure));
          setExpired(isTwoFactorExpired(failure) || isLockedOut(failure));
          if (isLockedOut(failure)) setLockedOpen(true);
          setCode('');
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Two-factor authentication">
      <Stack gap="md">
        <Text size="sm">Enter the 6-digit code shown in your authenticator app.</Text>
        <TextInput
          label="Secret code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
          disabled={expired}
          data-autofocus
        />
        {error ? (
          <Alert color="red" variant="light" role="alert" p="sm">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth size="md" loading={twoFactor.isPending} disabled={expired}>
          Verify
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
          Back to login
        </Anchor>
      </Stack>
      <Suspense fallback={null}>
        {lockedOpen ? <AccountLockedDialog opened onClose={() => setLockedOpen(false)} /> : null}
      </Suspense>
    </form>
  );
}
