import { Anchor, List, Modal, Text } from '@mantine/core';
import { Link } from 'react-router';

interface PasswordHelpModalProps {
  opened: boolean;
  onClose: () => void;
}

/** spec 000 §2.3 'Help with Password' (tips); the password rules of spec 000 §5. */
export function PasswordHelpModal({ opened, onClose }: PasswordHelpModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Help with Password" centered>
      <List size="sm" spacing="xs">
        <List.Item>Your password is case-sensitive: check that Caps Lock is off.</List.Item>
        <List.Item>Passwords are at least 12 characters long, made of letters and numbers.</List.Item>
        <List.Item>You do not need to change your password regularly; change it if you think someone knows it.</List.Item>
        <List.Item>Never share your password, and do not use one you use on another website.</List.Item>
      </List>
      <Text size="sm" mt="md">
        Forgotten it?{' '}
        <Anchor component={Link} to="/login?v=password-reset" onClick={onClose} inherit>
          Reset your password
        </Anchor>
        .
      </Text>
    </Modal>
  );
}
