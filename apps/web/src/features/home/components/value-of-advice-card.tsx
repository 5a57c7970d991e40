import { Group, Stack, Text } from '@mantine/core';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import type { ValueOfAdviceResponse } from '@tasman/domain/contracts/home';
import { ApiError } from '@/lib/api-client';
import { DateText } from '@/ui/date-text';
import { PercentText } from '@/ui/percent-text';
import { useValueOfAdvice } from '../api/get-value-of-advice';
import { HomeCard } from './home-card';

/**
 * The value-of-advice card (issue 12): what the adviser-managed portfolio returned over the last
 * year against its benchmark, both from the server's figures. A portfolio with nothing to compare
 * yet (under a year old, no valuation) answers 404 and gets no card.
 */
export function ValueOfAdviceCard({ account }: { account: AccountSummary }) {
  const figures = useValueOfAdvice(account.accountNumber);
  if (figures.isPending) return null;
  if (figures.isError) {
    if (figures.error instanceof ApiError && figures.error.status === 404) return null;
    return (
      <HomeCard testId="value-of-advice" eyebrow="Value of advice" title={account.accountName}>
        <Text size="sm" c="red.8" role="alert">
          There was an error fetching fund performance summary data.
        </Text>
      </HomeCard>
    );
  }
  return <ValueOfAdviceFigures account={account} figures={figures.data} />;
}

function ValueOfAdviceFigures({ account, figures }: { account: AccountSummary; figures: ValueOfAdviceResponse }) {
  const difference = figures.differencePercentagePoints;
  return (
    <HomeCard testId="value-of-advice" eyebrow="Value of advice" title={account.accountName}>
      <Text size="sm" c="dimmed">
        <DateText value={figures.periodStartDate} inherit /> to <DateText value={figures.periodEndDate} inherit />
      </Text>
      <Stack gap={6}>
        <Figure label="Your portfolio" value={figures.portfolioReturnPercentage} testId="value-of-advice-portfolio" />
        <Figure label="Its benchmark" value={figures.benchmarkReturnPercentage} testId="value-of-advice-benchmark" />
      </Stack>
      {difference !== null ? (
        <Text size="sm" fw={600} data-testid="value-of-advice-difference">
          {difference >= 0 ? 'Ahead of' : 'Behind'} its benchmark by {Math.abs(difference).toFixed(2)} percentage points
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        Returns over the year are time-weighted, after fees and before tax. The benchmark is the market indices of the
        funds the portfolio held at the start of the year, weighted by their value then
        {figures.benchmarkCoveragePercentage < 100
          ? ` (${figures.benchmarkCoveragePercentage.toFixed(2)}% of the portfolio; cash has no benchmark)`
          : ''}
        .
      </Text>
    </HomeCard>
  );
}

function Figure({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <PercentText value={value} signed colored fw={650} data-testid={testId} />
    </Group>
  );
}
