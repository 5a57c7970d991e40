import { Alert, Button, Checkbox, Stack, Text } from '@mantine/core';
import { otherSessionsEndedText } from '@tasman/domain/auth/other-sessions-ended';
import { useState } from 'react';
import { RecoveryCodes } from '@/ui/recovery-codes';
import { useSignOutOthers } from '../api/sign-out-others';

interface RecoveryCodesStepProps {
  codes: string[];
  onContinue: () => void;
}

/**
 * Set-up step 2: the recovery codes, shown this once. Each signs in once without the phone, so a lost
 * phone does not lock the user out for good (issue 4). Continue waits for 'I have saved my recovery codes'.
 */
export function RecoveryCodesStep({ codes, onContinue }: RecoveryCodesStepProps) {
  const [saved, setSaved] = useState(false);
  const signOutOthers = useSignOutOthers();
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" p="sm">
        Two-factor authentication is now on.
      </Alert>
      <Text size="sm">
        Save these codes somewhere safe, such as a password manager. If you lose your phone, each code lets you sign in
        once instead of a code from your app. They will not be shown again.
      </Text>
      <RecoveryCodes codes={codes} />
      <div>
        <Text size="sm">Signed in somewhere else you do not recognise? After a two-factor change you can end those sessions.</Text>
        {signOutOthers.isSuccess ? (
          <Text size="sm" c="teal.8" mt={6} role="status">
            {otherSessionsEndedText(signOutOthers.data.ended)}
          </Text>
        ) : (
          <Button
            size="xs"
            variant="default"
            mt={6}
            loading={signOutOthers.isPending}
            onClick={() => signOutOthers.mutate()}
          >
            Sign out my other sessions
          </Button>
        )}
        {signOutOthers.isError ? (
          <Text size="sm" c="red.8" mt={6} role="alert">
            Something went wrong
          </Text>
        ) : null}
      </div>
      <Checkbox
        label="I have saved my recovery codes"
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
      />
      <Button onClick={onContinue} disabled={!saved}>
        Continue
      </Button>
    </Stack>
  );
}
