import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface NotAvailablePanelProps {
  title: string;
  /** Extra content under the message, e.g. a link back. */
  children?: ReactNode;
}

/** What a screen that is not built yet shows: its title and a plain statement, never invented data. */
export function NotAvailablePanel({ title, children }: NotAvailablePanelProps) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="not-available-panel">
      <Title order={2} size="h3" mb="xs">
        {title}
      </Title>
      <Text c="dimmed">This screen is not available yet.</Text>
      {children}
    </Paper>
  );
}
