import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

interface LoginViewUnavailableProps {
  /** Where 'Back to login' goes: the login view, keeping returnUrl. */
  backTo: string;
  onBack?: () => void;
}

/** The login-card views a later issue builds (passwordSetup, 2fa-setup, reset, recovery, register). */
export function LoginViewUnavailable({ backTo, onBack }: LoginViewUnavailableProps) {
  return (
    <div data-testid="not-available-panel">
      <Text c="dimmed">This screen is not available yet.</Text>
      <Anchor component={Link} to={backTo} onClick={onBack} mt="md" display="inline-block">
        Back to login
      </Anchor>
    </div>
  );
}
