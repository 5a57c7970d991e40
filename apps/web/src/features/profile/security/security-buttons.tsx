import { Button, Group, Stack } from '@mantine/core';
import type { SessionUser } from '@tasman/domain/contracts/auth';
import { useState, type ReactNode } from 'react';
import { useRefreshSecurity } from './api/security-api';
import { ActiveSessions } from './components/active-sessions';
import { ChangePasswordModal } from './components/change-password-modal';
import { ChangeUsernameModal } from './components/change-username-modal';
import { TwoFactorModal } from './components/two-factor-modal';

export interface SecurityButtonsProps {
  /** The signed-in user. */
  user: SessionUser;
  /**
   * The two-factor set-up dialog (the sign-in feature's), composed by the app: it signs the session in
   * with the answered user on completion and calls `close` then, as on cancel.
   */
  twoFactorSetup: (close: () => void) => ReactNode;
  /**
   * The signed-in user changed (a new username, two-factor turned off): the app stores it as the
   * session's user. null: this session was ended here, so the app signs out.
   */
  onUserChange: (user: SessionUser | null) => void;
}

type Open = 'username' | 'password' | 'twoFactor' | 'setup' | null;

/**
 * The security settings of the Personal Details view (spec 002 §2.5, §4; issue 13): 'Change
 * Username', 'Update Password' and 'Two-Factor Authentication', each opening its modal, and below
 * them the user's active sessions.
 */
export function SecurityButtons({ user, twoFactorSetup, onUserChange }: SecurityButtonsProps) {
  const refresh = useRefreshSecurity();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <Stack gap="xl">
      <Group gap="sm">
        <Button variant="default" onClick={() => setOpen('username')}>
          Change Username
        </Button>
        <Button variant="default" onClick={() => setOpen('password')}>
          Update Password
        </Button>
        <Button variant="default" onClick={() => setOpen('twoFactor')}>
          Two-Factor Authentication
        </Button>
      </Group>
      <ActiveSessions channel={user.channel} onSignedOut={() => onUserChange(null)} />
      <ChangeUsernameModal
        opened={open === 'username'}
        onClose={close}
        onChanged={(username) => onUserChange({ ...user, username })}
      />
      <ChangePasswordModal opened={open === 'password'} onClose={close} />
      <TwoFactorModal
        opened={open === 'twoFactor'}
        onClose={close}
        onSetUp={() => setOpen('setup')}
        onDisabled={() => onUserChange({ ...user, twoFactorEnabled: false })}
      />
      {open === 'setup'
        ? twoFactorSetup(() => {
            // Set up or not, back to the status, read again.
            refresh();
            setOpen('twoFactor');
          })
        : null}
    </Stack>
  );
}
