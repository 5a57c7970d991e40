import { Button, Group, Modal, Text } from '@mantine/core';
import { MESSAGES } from '@tasman/domain/errors';

interface MaintenanceModalProps {
  /** Seconds left before the forced sign-out. The modal is shown while it is mounted. */
  secondsLeft: number;
  onLogout: () => void;
}

/** spec 000 §2.2 'Portal Maintenance': blocking — static backdrop, no keyboard closing, no close button. */
export function MaintenanceModal({ secondsLeft, onLogout }: MaintenanceModalProps) {
  return (
    <Modal
      opened
      onClose={() => {}}
      title="Portal Maintenance"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      zIndex={400}
    >
      <Text size="sm" aria-live="polite">
        {MESSAGES.maintenanceModal(secondsLeft)}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onLogout}>Logout</Button>
      </Group>
    </Modal>
  );
}
