import { Anchor, List, Modal, Stack, Text } from '@mantine/core';
import type { ChannelConfig } from '@tasman/domain/channel/channel';
import { Link } from 'react-router';
import { ContactList } from '@/ui/contact-list';
import type { LoginView } from '../lib/login-view';

interface NeedHelpModalProps {
  opened: boolean;
  onClose: () => void;
  view: LoginView;
  config: ChannelConfig;
}

/** spec 000 §2.3 'Need Help?': content depends on the view; every view ends with how to reach us. */
export function NeedHelpModal({ opened, onClose, view, config }: NeedHelpModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Need Help?" centered size="lg">
      <Stack gap="md">
        {view === 'login' ? (
          <List size="sm" spacing="xs">
            <List.Item>
              Forgotten your username?{' '}
              <Anchor component={Link} to="/login?v=forgot-username" onClick={onClose} inherit>
                Recover your username
              </Anchor>
              .
            </List.Item>
            <List.Item>
              Forgotten your password?{' '}
              <Anchor component={Link} to="/login?v=password-reset" onClick={onClose} inherit>
                Reset your password
              </Anchor>{' '}
              and we will e-mail you a link to set a new one.
            </List.Item>
            <List.Item>
              After too many unsuccessful attempts your account is locked for your security. Resetting your password
              unlocks it.
            </List.Item>
            <List.Item>
              Never used the portal?{' '}
              <Anchor component={Link} to="/login?v=register" onClick={onClose} inherit>
                Register
              </Anchor>{' '}
              to set up your login.
            </List.Item>
          </List>
        ) : (
          <Text size="sm">
            If something here does not work as you expect, you can go back to the login page at any time, or contact
            us and we will help you.
          </Text>
        )}
        <div>
          <Text size="sm" fw={600} mb={6}>
            Contact {config.companyName}
          </Text>
          <ContactList config={config} />
        </div>
      </Stack>
    </Modal>
  );
}
