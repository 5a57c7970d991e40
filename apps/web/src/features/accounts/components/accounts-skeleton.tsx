import { Paper, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** The shape of the client home while the accounts load. */
export function AccountsSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-live="polite" data-testid="accounts-loading">
      <VisuallyHidden>Loading your accounts…</VisuallyHidden>
      <Paper withBorder radius="md" p="lg">
        <Skeleton height={14} width={120} mb="sm" />
        <Skeleton height={34} width={220} />
      </Paper>
      <SimpleGrid type="container" cols={{ base: 1, '560px': 2, '880px': 3 }} spacing="md">
        {[0, 1, 2].map((n) => (
          <Paper key={n} withBorder radius="md" p="lg">
            <Skeleton height={12} width="40%" mb="sm" />
            <Skeleton height={18} width="80%" mb="xs" />
            <Skeleton height={12} width="50%" mb="lg" />
            <Skeleton height={24} width="60%" />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
