import { Group, Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface FundPanelProps {
  title: string;
  /** Controls beside the title (period buttons). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One block of a fund page: a titled region, so each block loads and fails on its own. */
export function FundPanel({ title, aside, children }: FundPanelProps) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'md', sm: 'lg' }} h="100%">
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title id={id} order={2} size="h4">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
