import { Alert, Button, Checkbox, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
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
  const text = codes.join('\n');
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" p="sm">
        Two-factor authentication is now on.
      </Alert>
      <Text size="sm">
        Save these codes somewhere safe, such as a password manager. If you lose your phone, each code lets you sign in
        once instead of a code from your app. They will not be shown again.
      </Text>
      <List
        aria-label="Recovery codes"
        listStyleType="none"
        ff="monospace"
        fz="md"
        spacing={4}
        p="sm"
        bg="gray.0"
        style={{ borderRadius: 'var(--mantine-radius-sm)', columns: '2 9rem' }}
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" variant="default" onClick={() => downloadCodes(text)}>
          Download as .txt
        </Button>
      </Group>
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

/** What ending the other sessions did, in words. */
export function otherSessionsEndedText(ended: number): string {
  if (ended === 0) return 'You were not signed in anywhere else.';
  return ended === 1 ? '1 other session was signed out.' : `${ended} other sessions were signed out.`;
}

function downloadCodes(text: string) {
  const file = new Blob([`Tasman Client Portal recovery codes (each works once)\n\n${text}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'tasman-recovery-codes.txt';
  link.click();
  // Revoked after the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
