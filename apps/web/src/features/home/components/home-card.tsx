import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface HomeCardProps {
  title: string;
  /** A small label above the title (the product or card kind). */
  eyebrow?: string;
  children: ReactNode;
  testId: string;
  tone?: 'plain' | 'highlight';
}

/** The frame of every card and tile on the client home: one look for all of them. */
export function HomeCard({ title, eyebrow, children, testId, tone = 'plain' }: HomeCardProps) {
  const headingId = `${testId}-title`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="lg"
      bg={tone === 'highlight' ? 'navy.0' : undefined}
      data-testid={testId}
    >
      <Stack gap="xs">
        {eyebrow ? (
          <Text size="xs" fw={600} tt="uppercase" c="navy.6" lts={0.5}>
            {eyebrow}
          </Text>
        ) : null}
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
