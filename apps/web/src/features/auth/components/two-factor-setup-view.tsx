import { Anchor, Button, List, Stack, Text } from '@mantine/core';
import type { SessionUser } from '@tasman/domain/contracts/auth';
import { MESSAGES } from '@tasman/domain/errors';
import { useState } from 'react';
import { useIgnoreTwoFactorPrompt } from '../api/two-factor-prompt';
import { useSignOut } from '../hooks/use-sign-out';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';
import { FormError } from './form-error';
import { ViewLinks } from './view-links';

interface TwoFactorSetupViewProps {
  /** 'optional': a prompted client, who may choose Not Now; 'required': staff, advisers, forced set-up. */
  setup: 'optional' | 'required';
  /** The user the login answered with. */
  user: SessionUser;
  /** Into the portal with this user. */
  onEnter: (user: SessionUser) => void;
  /** Signed out instead: back to the login view. */
  onSignedOut: () => void;
  onNeedHelp: () => void;
}

/**
 * The 2fa-setup view (spec 000 §4 'Sign-in' 4; spec 002 §2.5): why two-factor, 'Set up now', and
 * 'Not Now' only when set-up is optional (hidden for staff, advisers and forced set-up). Not Now
 * stores Ignore2FAPrompt and enters; a confirmed set-up enters with the user the server answered.
 */
export function TwoFactorSetupView({ setup, user, onEnter, onSignedOut, onNeedHelp }: TwoFactorSetupViewProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notNow = useIgnoreTwoFactorPrompt();
  const signOut = useSignOut();

  function handleNotNow() {
    setError(null);
    notNow.mutate(undefined, {
      onSuccess: () => onEnter(user),
      onError: () => setError(MESSAGES.somethingWentWrong),
    });
  }

  async function handleSignOut() {
    await signOut();
    onSignedOut();
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        Two-factor authentication protects your account: when you log in you enter your password and a 6-digit code from
        an authenticator app on your phone, so your password alone is not enough to get in.
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>Install an authenticator app, such as Google Authenticator or Microsoft Authenticator.</List.Item>
        <List.Item>Scan the QR code we show you, and enter the code the app gives you.</List.Item>
        <List.Item>Save the recovery codes, in case you lose your phone.</List.Item>
      </List>
      {setup === 'required' ? (
        <Text size="sm" fw={600}>
          Your account must have two-factor authentication before you can use the Client Portal.
        </Text>
      ) : null}
      <FormError message={error} />
      <Button fullWidth size="md" onClick={() => setDialogOpen(true)}>
        Set up now
      </Button>
      {setup === 'optional' ? (
        <Button fullWidth size="md" variant="default" onClick={handleNotNow} loading={notNow.isPending}>
          Not Now
        </Button>
      ) : (
        <Anchor component="button" type="button" size="sm" ta="center" onClick={() => void handleSignOut()}>
          Log out
        </Anchor>
      )}
      <ViewLinks onNeedHelp={onNeedHelp} />
      {dialogOpen ? <TwoFactorSetupDialog opened onClose={() => setDialogOpen(false)} onComplete={onEnter} /> : null}
    </Stack>
  );
}
