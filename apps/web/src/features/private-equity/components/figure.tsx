import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled figure of the private-equity screen (valuation, capital amounts). */
export function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Paper bg="gray.0" radius="md" p="md" data-testid={testId}>
      <Text size="xs" fw={600} tt="uppercase" c="dimmed" lts={0.5}>
        {label}
      </Text>
      {children}
    </Paper>
  );
}
