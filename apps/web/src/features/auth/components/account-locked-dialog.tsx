import { Anchor, Button, Group, Modal, Text } from '@mantine/core';
import { MESSAGES } from '@tasman/domain/errors';
import { Link } from 'react-router';

interface AccountLockedDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** spec 000 §8 'Locked user': the Account Locked dialog with a link to password reset help. */
export function AccountLockedDialog({ opened, onClose }: AccountLockedDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Account Locked" centered>
      <Text size="sm">{MESSAGES.accountLocked}</Text>
      <Text size="sm" mt="sm">
        To unlock it, reset your password:{' '}
        <Anchor component={Link} to="/login?v=password-reset" onClick={onClose} inherit>
          password reset help
        </Anchor>
        .
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
