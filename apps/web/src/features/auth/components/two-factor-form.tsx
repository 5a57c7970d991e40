import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { LoginResponse } from '@tasman/domain/contracts/auth';
import { ERRORS } from '@tasman/domain/errors';
import { Suspense, useState, type FormEvent } from 'react';
import { useTwoFactor } from '../api/two-factor';
import { isLockedOut } from '../lib/login-error-message';
import { isTwoFactorExpired, twoFactorErrorMessage } from '../lib/two-factor-error-message';
import { AccountLockedDialog } from './lazy-dialogs';
import { FormError } from './form-error';

interface TwoFactorFormProps {
  /** The server's answer to a right code, which the login screen follows. */
  onAnswer: (answer: LoginResponse) => void;
  /** Back to the login view, e.g. when the waiting sign-in has expired. */
  onBack: () => void;
  onNeedHelp: () => void;
}

/**
 * The 2fa view (spec 000 §2.3, §5, §8): the six-digit code from an authenticator app, or one of the
 * recovery codes given at set-up (xxxxx-xxxxx) for someone without their phone. A code is required
 * before anything is sent.
 */
export function TwoFactorForm({ onAnswer, onBack, onNeedHelp }: TwoFactorFormProps) {
  const [code, setCode] = useState('');
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
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
        onSuccess: onAnswer,
        onError: (failure) => {
          setError(twoFactorErrorMessage(failure));
          setExpired(isTwoFactorExpired(failure) || isLockedOut(failure));
          if (isLockedOut(failure)) setLockedOpen(true);
          setCode('');
        },
      },
    );
  }

  function toggleRecoveryCode() {
    setUseRecoveryCode((current) => !current);
    setCode('');
    setError(null);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Two-factor authentication">
      <Stack gap="md">
        {useRecoveryCode ? (
          <>
            <Text size="sm">
              Enter one of the recovery codes you saved when you set up two-factor authentication. Each code works once.
            </Text>
            <TextInput
              key="recovery"
              label="Recovery code"
              name="recoveryCode"
              placeholder="xxxxx-xxxxx"
              autoComplete="off"
              spellCheck={false}
              maxLength={11}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value.replace(/[^A-Za-z0-9-]/g, ''))}
              disabled={expired}
              data-autofocus
            />
          </>
        ) : (
          <>
            <Text size="sm">Enter the 6-digit code shown in your authenticator app.</Text>
            <TextInput
              key="code"
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
          </>
        )}
        <FormError message={error} />
        <Button type="submit" fullWidth size="md" loading={twoFactor.isPending} disabled={expired}>
          Verify
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={toggleRecoveryCode} ta="center" disabled={expired}>
          {useRecoveryCode ? 'Use a code from your authenticator app' : 'Use a recovery code'}
        </Anchor>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            Back to login
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onNeedHelp}>
            Need Help?
          </Anchor>
        </Group>
      </Stack>
      <Suspense fallback={null}>
        {lockedOpen ? <AccountLockedDialog opened onClose={() => setLockedOpen(false)} /> : null}
      </Suspense>
    </form>
  );
}
