import { Anchor, List, Modal, Text } from '@mantine/core';
import { Link } from 'react-router';

interface PasswordHelpModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * spec 000 §2.3 'Help with Password' (tips), with the password rules of spec 000 §5 and issue 4: at
 * least 12 characters, no composition rules, a check against common and breached passwords.
 */
export function PasswordHelpModal({ opened, onClose }: PasswordHelpModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Help with Password" centered>
      <List size="sm" spacing="xs">
        <List.Item>Your password must be at least 12 characters long. Longer is stronger.</List.Item>
        <List.Item>
          A passphrase of a few unrelated words, such as &apos;kettle orbit maple lantern&apos;, is long and easy to
          remember. Spaces are allowed.
        </List.Item>
        <List.Item>
          There are no rules about capitals, numbers or symbols: use any characters you like. Passwords are
          case-sensitive, so check that Caps Lock is off.
        </List.Item>
        <List.Item>
          We refuse passwords that are too common or have appeared in a known data breach, and passwords that contain
          your username.
        </List.Item>
        <List.Item>
          You do not need to change your password regularly; change it if you think someone else knows it. Never share
          it, and do not use one you use on another website.
        </List.Item>
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
