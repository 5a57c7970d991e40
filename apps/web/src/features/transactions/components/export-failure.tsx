import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A failed download's alert (spec 002 §8): a title and a sentence, closable. */
export function ExportFailure({ title, message, onClose }: { title: string; message?: string; onClose: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      icon={<IconAlertTriangle size={20} aria-hidden />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      data-testid="export-failure"
    >
      {message}
    </Alert>
  );
}
