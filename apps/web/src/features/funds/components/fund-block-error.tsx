import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

interface FundBlockErrorProps {
  /** One of spec 001 §8's fund messages. */
  message: string;
  onRetry?: () => void;
}

/** A fund block that could not load: the spec's message in place of the block, and a way to ask again. */
export function FundBlockError({ message, onRetry }: FundBlockErrorProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
      <Text size="sm">{message}</Text>
      {onRetry ? (
        <Group mt="sm">
          <Button size="xs" variant="default" onClick={onRetry}>
            Try again
          </Button>
        </Group>
      ) : null}
    </Alert>
  );
}
