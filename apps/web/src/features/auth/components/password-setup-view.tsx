import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { RECOVERY_MESSAGES } from '@tasman/domain/auth/credential-rules';
import type { LoginResponse } from '@tasman/domain/contracts/auth';
import type { LinkOperation } from '@tasman/domain/contracts/credentials';
import { MESSAGES } from '@tasman/domain/errors';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { login } from '../api/login';
import { usePasswordLink } from '../api/password-link';
import { loginErrorMessage } from '../lib/login-error-message';
import { FormError } from './form-error';
import { NewPasswordForm } from './new-password-form';
import { ViewLinks } from './view-links';

export interface PasswordLink {
  op: string;
  clientId: string;
  secret: string;
}

interface PasswordSetupViewProps {
  link: PasswordLink;
  onAnswer: (answer: LoginResponse) => void;
  backTo: string;
  onNeedHelp: () => void;
  onPasswordHelp: () => void;
}

const isOperation = (op: string): op is LinkOperation => op === 'setup' || op === 'reset';

/**
 * The passwordSetup view (spec 000 §2.3, §4 'Password setup', §5, §8), opened from an e-mailed link
 * (op, clientId, secret). The link is checked first; a good one shows the form with the username
 * read-only; an invalid, used or expired one hides the form and leaves a Reset button.
 */
export function PasswordSetupView({ link, onAnswer, backTo, onNeedHelp, onPasswordHelp }: PasswordSetupViewProps) {
  const { op } = link;
  if (!isOperation(op)) return <LinkExpiredPanel backTo={backTo} onNeedHelp={onNeedHelp} />;
  return (
    <CheckedLink
      link={{ ...link, op }}
      onAnswer={onAnswer}
      backTo={backTo}
      onNeedHelp={onNeedHelp}
      onPasswordHelp={onPasswordHelp}
    />
  );
}

function CheckedLink({
  link,
  onAnswer,
  backTo,
  onNeedHelp,
  onPasswordHelp,
}: Omit<PasswordSetupViewProps, 'link'> & {
  link: PasswordLink & { op: LinkOperation };
}) {
  const check = usePasswordLink(link);
  const [expired, setExpired] = useState(false);
  const [saved, setSaved] = useState<{ message: string; password: string } | null>(null);

  if (check.isPending) {
    return (
      <Stack align="center" gap="sm" py="lg">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          Checking your link…
        </Text>
      </Stack>
    );
  }
  const error = check.error;
  // Any refusal (400 LinkExpired, a malformed link) means the link cannot be used; only a failure
  // to reach the server is 'Something went wrong'.
  if (expired || (error instanceof ApiError && error.status >= 400 && error.status < 500)) {
    return <LinkExpiredPanel backTo={backTo} onNeedHelp={onNeedHelp} />;
  }
  if (error || !check.data) {
    return (
      <Stack gap="md">
        <FormError message={MESSAGES.somethingWentWrong} />
        <Button variant="default" onClick={() => void check.refetch()}>
          Try again
        </Button>
        <ViewLinks backTo={backTo} onNeedHelp={onNeedHelp} />
      </Stack>
    );
  }

  const { username, firstName, isNewUser } = check.data;
  if (saved) {
    return (
      <SignInAfterSave username={username} password={saved.password} message={saved.message} onAnswer={onAnswer} />
    );
  }
  return (
    <>
      <Text size="sm" mb="md">
        {isNewUser
          ? `Welcome${firstName ? `, ${firstName}` : ''}. Choose a password to finish setting up your Client Portal login.`
          : `Hello${firstName ? ` ${firstName}` : ''}, choose a new password for your Client Portal login.`}
      </Text>
      <NewPasswordForm
        link={link}
        username={username}
        onSaved={(message, password) => setSaved({ message, password })}
        onLinkExpired={() => setExpired(true)}
      />
      <Anchor component="button" type="button" size="sm" onClick={onPasswordHelp} mt="md" display="block" mx="auto">
        Help with Password
      </Anchor>
      <ViewLinks backTo={backTo} onNeedHelp={onNeedHelp} />
    </>
  );
}

/** spec 000 §4 'Password setup', §8 'Invalid or expired link': the message and a Reset button. */
function LinkExpiredPanel({ backTo, onNeedHelp }: { backTo: string; onNeedHelp: () => void }) {
  return (
    <Stack gap="md">
      <FormError message={RECOVERY_MESSAGES.linkExpired} />
      <Button component={Link} to="/login?v=password-reset" fullWidth size="md">
        Reset
      </Button>
      <ViewLinks backTo={backTo} onNeedHelp={onNeedHelp} />
    </Stack>
  );
}

interface SignInAfterSaveProps {
  username: string;
  password: string;
  message: string;
  onAnswer: (answer: LoginResponse) => void;
}

/** spec 000 §4 'Password setup': the server's message, then Continue signs the user in with the new password. */
function SignInAfterSave({ username, password, message, onAnswer }: SignInAfterSaveProps) {
  const [signingIn, setSigningIn] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleContinue() {
    setSigningIn(true);
    setError(null);
    try {
      onAnswer(await login({ username, password }));
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setSigningIn(false);
    }
  }

  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" role="status" p="sm">
        {message}
      </Alert>
      <FormError message={error} />
      <Button fullWidth size="md" onClick={() => void handleContinue()} loading={signingIn}>
        Continue
      </Button>
    </Stack>
  );
}
