import { Center, Loader, Stack, Text } from '@mantine/core';

interface LoadingScreenProps {
  label?: string;
}

export function LoadingScreen({ label = 'Loading…' }: LoadingScreenProps) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader type="dots" size="lg" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
