import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { FMA_ASSUMPTIONS_SOURCE, type SpendMyKiwiSaverResult } from '@tasman/domain/kiwisaver/spend-my-kiwisaver';
import { formatPercent } from '@tasman/domain/format/percent';
import { formatDate } from '@/ui/date-text';

interface SpendAssumptionsProps {
  result: Pick<SpendMyKiwiSaverResult, 'annualReturn' | 'inflation' | 'assumptionsFrom' | 'frequency' | 'horizonAge'>;
  fundType: string;
}

/** The assumptions the result rests on, with their source. */
export function SpendAssumptions({ result, fundType }: SpendAssumptionsProps) {
  const each = result.frequency === 'weekly' ? 'week' : 'month';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="spend-assumptions-title">
      <Title order={2} size="h4" id="spend-assumptions-title" mb="xs">
        Assumptions
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>
          Your balance stays invested in a {fundType} fund and earns {formatPercent(result.annualReturn * 100, { trimZeros: true })} a
          year after fees and tax.
        </List.Item>
        <List.Item>
          Prices rise {formatPercent(result.inflation * 100, { trimZeros: true })} a year. Amounts are in today&apos;s dollars: each
          withdrawal rises with inflation, so it buys the same as it does today.
        </List.Item>
        <List.Item>Withdrawals are taken at the end of each {each}.</List.Item>
        <List.Item>The plan runs to age {result.horizonAge} at most.</List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="sm">
        The return and inflation figures are the FMA&apos;s prescribed assumptions for KiwiSaver retirement projections, in force
        from {formatDate(result.assumptionsFrom)}, the same as your annual statement&apos;s projection. Source:{' '}
        <Anchor href={FMA_ASSUMPTIONS_SOURCE.url} target="_blank" rel="noreferrer" size="xs" underline="always">
          {FMA_ASSUMPTIONS_SOURCE.title}
        </Anchor>
        . This is a guide, not advice: returns go up and down.
      </Text>
    </Paper>
  );
}
