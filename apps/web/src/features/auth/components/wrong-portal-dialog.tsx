import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { logout } from '../api/logout';

interface WrongPortalDialogProps {
  /** The address of the portal this user belongs to. */
  portalUrl: string;
}

/**
 * spec 000 §4 'Sign-in' 3: a user of the other channel signed in here. On OK they are signed out
 * and sent to their own portal's login page.
 */
export function WrongPortalDialog({ portalUrl }: WrongPortalDialogProps) {
  const [leaving, setLeaving] = useState(false);

  async function handleOk() {
    setLeaving(true);
    try {
      await logout();
    } catch (error) {
      console.warn('Logout before leaving for the other portal failed', error);
    }
    window.location.assign(`${portalUrl.replace(/\/+$/, '')}/login`);
  }

  return (
    <Modal
      opened
      onClose={() => {}}
      title="Wrong portal"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Text size="sm">
        Your account belongs to our other Client Portal. Select OK to go to the portal for your account and log in
        there.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={handleOk} loading={leaving}>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
