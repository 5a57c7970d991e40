import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { ACCOUNT_SECURITY_MESSAGES } from '@tasman/domain/contracts/account-security';
import { PASSWORD_MESSAGES } from '@tasman/domain/auth/credential-rules';
import { otherSessionsEndedText } from '@tasman/domain/auth/other-sessions-ended';
import { useState, type FormEvent } from 'react';
import { useChangePassword, useSignOutOtherSessions } from '../api/security-api';
import { changePasswordErrorMessage } from '../security-messages';

interface ChangePasswordModalProps {
  opened: boolean;
  onClose: () => void;
}

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** spec 002 §5 'Change password': all three required; confirm must equal new. */
function problemsOf(values: Record<Field, string>): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (values.currentPassword === '') problems.currentPassword = 'Required';
  if (values.newPassword === '') problems.newPassword = 'Required';
  if (values.confirmPassword === '') problems.confirmPassword = 'Required';
  else if (values.confirmPassword !== values.newPassword) problems.confirmPassword = PASSWORD_MESSAGES.mismatch;
  return problems;
}

/**
 * The change password modal (spec 002 §2.5, §4 'Change password modal': form, then success; a failed
 * call keeps the form with an error, §8). After success the user may sign out every other session.
 */
export function ChangePasswordModal({ opened, onClose }: ChangePasswordModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Change password" centered size="md">
      {/* Mounted only while open, so each opening starts with an empty form. */}
      {opened ? <ChangePasswordContent onClose={onClose} /> : null}
    </Modal>
  );
}

function ChangePasswordContent({ onClose }: { onClose: () => void }) {
  const change = useChangePassword();
  const signOutOthers = useSignOutOtherSessions();
  const [values, setValues] = useState(EMPTY);
  const [shown, setShown] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    // Once shown, a field's message follows what is typed.
    if (Object.keys(shown).length > 0) setShown(problemsOf(next));
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = problemsOf(values);
    setShown(problems);
    if (Object.keys(problems).length > 0) return;
    setError(null);
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: (answer) => {
          if (answer.result) setDoneMessage(answer.message || ACCOUNT_SECURITY_MESSAGES.passwordChanged);
          else setError(answer.message || ACCOUNT_SECURITY_MESSAGES.passwordChangeFailed);
        },
        onError: (failure) => setError(changePasswordErrorMessage(failure)),
      },
    );
  }

  if (doneMessage) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status">
          {doneMessage}
        </Alert>
        <Text size="sm">Signed in on another device you do not recognise? You can sign out every other session now.</Text>
        {signOutOthers.isSuccess ? (
          <Text size="sm" c="teal.8" role="status">
            {otherSessionsEndedText(signOutOthers.data.ended)}
          </Text>
        ) : (
          <Button
            variant="default"
            loading={signOutOthers.isPending}
            onClick={() => signOutOthers.mutate()}
          >
            Sign out my other sessions
          </Button>
        )}
        {signOutOthers.isError ? (
          <Text size="sm" c="red.8" role="alert">
            Something went wrong
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Change password">
      <Stack gap="sm">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={shown.currentPassword}
        />
        <PasswordInput
          label="New password"
          description={PASSWORD_MESSAGES.guidance}
          autoComplete="new-password"
          required
          value={values.newPassword}
          onChange={set('newPassword')}
          error={shown.newPassword}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={shown.confirmPassword}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
