import { Modal } from '@mantine/core';
import type { SessionUser } from '@tasman/domain/contracts/auth';
import type { TwoFactorConfirmResponse } from '@tasman/domain/contracts/two-factor';
import { useState } from 'react';
import { AuthenticatorStep } from './authenticator-step';
import { RecoveryCodesStep } from './recovery-codes-step';

interface TwoFactorSetupDialogProps {
  opened: boolean;
  /** Closed before set-up was confirmed: nothing changed. */
  onClose: () => void;
  /** Set-up confirmed and the recovery codes saved: the user, now in a full session. */
  onComplete: (user: SessionUser) => void;
}

/**
 * Two-factor set-up (spec 000 §4 'Sign-in' 4; spec 002 §2.5 'Two-factor alert and setup'): step 1 the
 * QR code and the key to type, confirmed by a first code from the app; step 2 the recovery codes,
 * shown once, kept until the user says they are saved. Used by the login page's 2fa-setup view and
 * by the profile screen.
 */
export function TwoFactorSetupDialog({ opened, onClose, onComplete }: TwoFactorSetupDialogProps) {
  const [confirmed, setConfirmed] = useState<TwoFactorConfirmResponse | null>(null);
  // Two-factor is on once confirmed: the codes cannot be shown again, so the dialog cannot be dismissed.
  const closable = confirmed === null;
  return (
    <Modal
      opened={opened}
      onClose={closable ? onClose : () => {}}
      title="Set up two-factor authentication"
      centered
      size="lg"
      withCloseButton={closable}
      closeOnClickOutside={closable}
      closeOnEscape={closable}
    >
      {confirmed ? (
        <RecoveryCodesStep codes={confirmed.recoveryCodes} onContinue={() => onComplete(confirmed.user)} />
      ) : (
        <AuthenticatorStep onConfirmed={setConfirmed} />
      )}
    </Modal>
  );
}
