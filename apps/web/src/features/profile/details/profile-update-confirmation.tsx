import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ProfileUpdateConfirmationProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * spec 002 §2.5 'Profile update confirmation', after a successful save; §9: 'Profile changes take one
 * business day.'
 */
export function ProfileUpdateConfirmation({ opened, onClose }: ProfileUpdateConfirmationProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Profile update confirmation" centered>
      <Stack gap="md">
        <Text>Thank you. Your personal details have been updated.</Text>
        <Text size="sm">Changes take one business day to be reflected across all of your accounts.</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
