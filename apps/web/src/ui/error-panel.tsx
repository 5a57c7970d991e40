import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

interface ErrorPanelProps {
  title?: string;
  message: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorPanel({ title = 'Something went wrong', message, onRetry, retryLabel = 'Try again' }: ErrorPanelProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle size={20} />} role="alert">
      <Text size="sm">{message}</Text>
      {onRetry ? (
        <Group mt="md">
          <Button size="xs" variant="default" onClick={onRetry}>
            {retryLabel}
          </Button>
        </Group>
      ) : null}
    </Alert>
  );
}
