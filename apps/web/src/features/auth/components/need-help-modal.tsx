import { Anchor, List, Modal, Stack, Text } from '@mantine/core';
import type { ChannelConfig } from '@tasman/domain/channel/channel';
import type { ReactNode } from 'react';
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
  // Underlined: a link inside a sentence must not be told apart by colour alone (WCAG 1.4.1).
  const to = (href: string, text: string) => (
    <Anchor component={Link} to={href} onClick={onClose} inherit underline="always">
      {text}
    </Anchor>
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Need Help?" centered size="lg">
      <Stack gap="md">
        <List size="sm" spacing="xs" data-testid="need-help-tips">
          {helpFor(view, config, to)}
        </List>
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

type LinkTo = (href: string, text: string) => ReactNode;

function helpFor(view: LoginView, config: ChannelConfig, to: LinkTo): ReactNode {
  const nz = config.channel === 'NZ';
  switch (view) {
    case 'login':
      return (
        <>
          <List.Item>Forgotten your username? {to('/login?v=forgot-username', 'Recover your username')}.</List.Item>
          <List.Item>
            Forgotten your password? {to('/login?v=password-reset', 'Reset your password')} and we will e-mail you a
            link to set a new one.
          </List.Item>
          <List.Item>
            After too many unsuccessful attempts your account is locked for your security. Resetting your password
            unlocks it.
          </List.Item>
          <List.Item>Never used the portal? {to('/login?v=register', 'Register')} to set up your login.</List.Item>
        </>
      );
    case '2fa':
      return (
        <>
          <List.Item>
            Open your authenticator app and enter the 6-digit code it shows for the Client Portal. Codes change every 30
            seconds: if one is refused, wait for the next.
          </List.Item>
          <List.Item>Codes are refused when your phone&apos;s clock is wrong: set its time automatically.</List.Item>
          <List.Item>
            Lost your phone? Select &apos;Use a recovery code&apos; and enter one of the codes you saved when you set up
            two-factor authentication. If you have none left, contact us.
          </List.Item>
        </>
      );
    case 'passwordSetup':
      return (
        <>
          <List.Item>This page sets the password for the username shown. Choose it, confirm it and save.</List.Item>
          <List.Item>
            A link works once and only for a limited time. If yours no longer works, select Reset to be sent a new one.
          </List.Item>
          <List.Item>
            Your password must be at least 12 characters long. A few unrelated words make a password that is long and
            easy to remember.
          </List.Item>
        </>
      );
    case '2fa-setup':
      return (
        <>
          <List.Item>
            You need a phone with an authenticator app, such as Google Authenticator or Microsoft Authenticator.
          </List.Item>
          <List.Item>If the app cannot scan the QR code, type the key shown under it into the app.</List.Item>
          <List.Item>
            Keep the recovery codes somewhere safe: they let you log in if you lose your phone. Each works once.
          </List.Item>
        </>
      );
    case 'password-reset':
      return (
        <>
          <List.Item>Enter your username, not your e-mail address.</List.Item>
          <List.Item>
            We e-mail a link to the address we hold for you. It works once and only for a limited time; if it has
            expired, ask for a new one here.
          </List.Item>
          <List.Item>Forgotten your username? {to('/login?v=forgot-username', 'Recover your username')}.</List.Item>
        </>
      );
    case 'forgot-username':
    case 'register':
      return (
        <>
          {view === 'register' ? (
            <List.Item>
              Registering is for clients who do not have a login yet: we e-mail you a link to choose your password.
              Already registered? {to('/login?v=forgot-username', 'Recover your username')}.
            </List.Item>
          ) : null}
          <List.Item>Use the e-mail address we hold for you.</List.Item>
          {nz ? (
            <List.Item>
              Enter your personal IRD number with the dashes, as xxx-xxx-xxx or xx-xxx-xxx. The IRD number of a trust or
              a company will not work.
            </List.Item>
          ) : (
            <List.Item>Enter your date of birth as dd-mm-yyyy, for example 05-03-1980.</List.Item>
          )}
          <List.Item>If your details are not accepted, contact us and we will help.</List.Item>
        </>
      );
  }
}
