import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled figure of a fund's or a share's information panel, with an optional note under it. */
export function Fact({ label, note, children }: { label: string; note?: string | undefined; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text size="lg" fw={600} component="div">
        {children}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}
