import { Box, Button, Code, CopyButton, Group, Image, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { TwoFactorConfirmResponse } from '@tasman/domain/contracts/two-factor';
import { ERRORS } from '@tasman/domain/errors';
import { useState, type FormEvent } from 'react';
import { useConfirmTwoFactorSetup, useRenewTwoFactorSetup, useTwoFactorSetup } from '../api/two-factor-setup';
import { twoFactorSetupErrorMessage } from '../lib/form-error-message';
import { FormError } from './form-error';

interface AuthenticatorStepProps {
  onConfirmed: (answer: TwoFactorConfirmResponse) => void;
}

/** Set-up step 1: scan the QR code or type the key, then prove it with the app's first code. */
export function AuthenticatorStep({ onConfirmed }: AuthenticatorStepProps) {
  const setup = useTwoFactorSetup();
  const confirm = useConfirmTwoFactorSetup();
  const renew = useRenewTwoFactorSetup();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (setup.isPending) {
    return (
      <Stack align="center" py="xl">
        <Loader size="sm" />
      </Stack>
    );
  }
  if (setup.isError) {
    return (
      <Stack gap="md">
        <FormError message={twoFactorSetupErrorMessage(setup.error)} />
        <Button variant="default" onClick={() => void setup.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }

  const { qrCodeDataUrl, manualKey, issuer, accountName } = setup.data;

  /** Only on request: a wrong code keeps the key (issue 9 item 20). */
  function handleRenew() {
    setError(null);
    setCode('');
    renew.mutate(undefined, { onError: (failure) => setError(twoFactorSetupErrorMessage(failure)) });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === '') {
      setError(ERRORS.MissingCode.message);
      return;
    }
    setError(null);
    confirm.mutate(
      { code: code.trim() },
      {
        onSuccess: onConfirmed,
        onError: (failure) => {
          setError(twoFactorSetupErrorMessage(failure));
          setCode('');
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Confirm two-factor set-up">
      <Stack gap="md">
        <Text size="sm">
          1. Open an authenticator app on your phone (for example Google Authenticator or Microsoft Authenticator) and
          scan this QR code. It adds {issuer} ({accountName}).
        </Text>
        <Box mx="auto">
          <Image src={qrCodeDataUrl} alt="QR code to add the Client Portal to your authenticator app" w={184} h={184} />
        </Box>
        <div>
          <Text size="sm" mb={6}>
            Cannot scan it? Type this key into the app instead:
          </Text>
          <Group gap="sm">
            {/* The key wraps between its groups of four, never inside one. */}
            <Code fz="md" style={{ whiteSpace: 'normal' }} data-testid="manual-key">
              {manualKey}
            </Code>
            <CopyButton value={manualKey.replace(/\s/g, '')}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy key'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Button variant="subtle" size="compact-sm" mt={6} px={0} onClick={handleRenew} loading={renew.isPending}>
            Show a new key
          </Button>
        </div>
        <Text size="sm">2. Enter the 6-digit code the app now shows for the Client Portal, then select Confirm.</Text>
        <TextInput
          label="Secret code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
        />
        <FormError message={error} />
        <Button type="submit" loading={confirm.isPending}>
          Confirm
        </Button>
      </Stack>
    </form>
  );
}
