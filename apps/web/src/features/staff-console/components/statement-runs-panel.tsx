import { Alert, Badge, Group, Loader, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StatementRunProgress } from '@tasman/domain/contracts/statements';
import { formatDate } from '@/ui/date-text';
import { useStatementRuns } from '../api/get-statement-runs';
import { formatInstant } from '../format-instant';

interface StatementRunsPanelProps {
  timeZone: string;
}

const KIND_LABEL: Record<StatementRunProgress['kind'], string> = {
  scheduled: 'Quarter-end run',
  recorded: 'Recorded statements',
};

function RunCard({ run, timeZone }: { run: StatementRunProgress; timeZone: string }) {
  const finished = run.queued === 0;
  const share = run.accounts === 0 ? 100 : Math.round(((run.done + run.failed) / run.accounts) * 100);
  const figures: Array<[string, number]> = [
    ['Accounts', run.accounts],
    ['Queued', run.queued],
    ['Done', run.done],
    ['Failed', run.failed],
    ['Statements issued', run.statementsIssued],
  ];
  return (
    <Paper withBorder p="md" component="section" aria-label={`${KIND_LABEL[run.kind]} as at ${formatDate(run.asAt)}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {KIND_LABEL[run.kind]} as at {formatDate(run.asAt)}
          </Text>
          <Badge color={!finished ? 'blue' : run.failed > 0 ? 'red.8' : 'green.8'} variant="light">
            {!finished ? 'Running' : run.failed > 0 ? 'Finished with failures' : 'Finished'}
          </Badge>
        </Group>
        <Progress value={share} aria-label={`${share}% of accounts processed`} />
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          {figures.map(([label, value]) => (
            <Stack key={label} gap={0}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={600} data-testid={`run-${label.toLowerCase().replace(/ /g, '-')}`}>
                {value.toLocaleString('en-NZ')}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Started {formatInstant(run.startedAt, timeZone)}
          {run.lastUpdateAt ? `; last account finished ${formatInstant(run.lastUpdateAt, timeZone)}` : ''}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The statement runs of this portal (issue 11: progress a staff user can see): each run's accounts
 * queued, done and failed, and the statements it issued; refreshed while a run is working.
 */
export function StatementRunsPanel({ timeZone }: StatementRunsPanelProps) {
  const runs = useStatementRuns();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Statement runs
      </Title>
      <Text size="sm" c="dimmed">
        Statements are issued by a run at each quarter end (one job per account, retried if it fails). A failed account is tried
        again by the next run of the same date.
      </Text>
      {runs.isPending ? (
        <Group gap={6} role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Loading the statement runs…</Text>
        </Group>
      ) : runs.isError ? (
        <Alert color="red" variant="light" role="alert" title="The statement runs could not be loaded">
          {runs.error.message}
        </Alert>
      ) : runs.data.runs.length === 0 ? (
        <Text>No statement runs yet.</Text>
      ) : (
        runs.data.runs.map((run) => <RunCard key={run.runId} run={run} timeZone={timeZone} />)
      )}
    </Stack>
  );
}
