import { Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorPanel } from '@/ui/error-panel';

interface DetailBlockProps {
  title: string;
  /** The element id, also an anchor target (e.g. 'topSecurity'). */
  id?: string;
  /** Controls beside the title (mode switches, Details / Hide). */
  actions?: ReactNode;
  children: ReactNode;
  /** Set while the block stands in for one whose code is still loading (lazy-blocks.tsx). */
  busy?: boolean;
}

/** One block of an account detail screen: a titled card, labelled for assistive technology by its title. */
export function DetailBlock({ title, id, actions, children, busy = false }: DetailBlockProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      id={id}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      miw={0}
    >
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A block's own loading state. */
export function BlockLoading({ label, height = 240 }: { label: string; height?: number }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      <Skeleton h={24} w="40%" />
      <Skeleton h={height} />
    </Stack>
  );
}

/** A block's own error (spec 001 §4: per-block error with a Refresh button), with the spec's message. */
export function BlockError({ message, onRefresh }: { message: string; onRefresh: () => void }) {
  return <ErrorPanel message={message} onRetry={onRefresh} retryLabel="Refresh" />;
}
