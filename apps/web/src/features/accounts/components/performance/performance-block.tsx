import { Group, Stack, Table, Text } from '@mantine/core';
import { periodButtons } from '@tasman/domain/accounts/period-buttons';
import { accountBridgeLines } from '@tasman/domain/accounts/performance-bridge';
import type { Channel } from '@tasman/domain/channel/channel';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import type { PerformanceResponse } from '@tasman/domain/contracts/performance';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { customRangeProblem } from '@tasman/domain/performance/custom-date-range';
import { defaultPeriod, isPeriodEnabled } from '@tasman/domain/performance/periods';
import {
  hidesTwelveMonthAndInceptionReturns,
  isPerformanceChartHidden,
  isSinceInceptionUnavailable,
} from '@tasman/domain/performance/return-visibility';
import { DateText } from '@/ui/date-text';
import { usePerformance } from '../../api/get-performance';
import { BlockError, BlockLoading, DetailBlock } from '../account-detail/detail-block';
import { ValueChart } from '../charts/value-chart';
import { CustomRangeForm } from '../periods/custom-range-form';
import { PeriodButtons } from '../periods/period-buttons';
import { usePeriodChoice } from '../periods/use-period-choice';
import { BridgeRows } from './bridge-rows';
import { FeesForPeriod } from './fees-for-period';
import { ReturnFigures } from './return-figures';

interface PerformanceBlockProps {
  account: AccountSummary;
  channel: Channel;
  /** The latest valuation date: ages and period buttons are measured against it. */
  asAt: string;
  /** 'portfolio' is wealth management's performance summary: more periods and the 2013 cutoff. */
  variant: 'account' | 'portfolio';
}

/**
 * Account (or portfolio) performance (spec 001 §4): period buttons, a custom range, the return
 * beside the dollar gain, the value bridge and the value chart.
 */
export function PerformanceBlock({ account, channel, asAt, variant }: PerformanceBlockProps) {
  const signup = account.signupDate;
  const choice = usePeriodChoice(defaultPeriod('performance', signup, asAt));
  const unavailable = variant === 'portfolio' && isSinceInceptionUnavailable(choice.request.period, signup);
  const performance = usePerformance(account.accountNumber, choice.request, { enabled: !unavailable });
  const busy = performance.isFetching;

  return (
    <DetailBlock title={variant === 'portfolio' ? 'Portfolio performance' : 'Account performance'}>
      <PeriodButtons
        label="Performance period"
        buttons={periodButtons(variant)}
        active={choice.activeButton}
        isEnabled={(code) => isPeriodEnabled(code, signup, asAt)}
        busy={busy}
        onPick={choice.pick}
      />
      {choice.customOpen ? (
        <CustomRangeForm
          minDate={signup}
          maxDate={asAt}
          initial={choice.request.period === 'CUSTOM' ? choice.request : undefined}
          busy={busy}
          problem={(range) => {
            const problem = customRangeProblem(range, { minDate: signup, maxDate: asAt });
            return problem === null ? null : problem.reason === 'too-short' ? problem.message : '';
          }}
          onApply={choice.applyCustom}
        />
      ) : null}
      {unavailable ? (
        <Text c="dimmed" size="sm" py="md" role="status">
          {ACCOUNT_MESSAGES.dataUnavailable}
        </Text>
      ) : performance.isPending ? (
        <BlockLoading label="Loading performance" />
      ) : performance.isError ? (
        <BlockError message={ACCOUNT_MESSAGES.performanceFailed} onRefresh={() => void performance.refetch()} />
      ) : (
        <PerformanceFigures
          performance={performance.data}
          account={account}
          channel={channel}
          asAt={asAt}
          stale={performance.isPlaceholderData}
        />
      )}
    </DetailBlock>
  );
}

interface PerformanceFiguresProps {
  performance: PerformanceResponse;
  account: AccountSummary;
  channel: Channel;
  asAt: string;
  /** The last period's figures, shown while the next period loads. */
  stale: boolean;
}

function PerformanceFigures({ performance, account, channel, asAt, stale }: PerformanceFiguresProps) {
  const period = performance.periodCode;
  const hidePercentages =
    (period === 'ONE_YEAR' || period === 'SINCE_INCEPTION') &&
    hidesTwelveMonthAndInceptionReturns(account.productType, account.signupDate, asAt);
  const chartHidden = isPerformanceChartHidden(period, account.signupDate, asAt);
  const lines = accountBridgeLines(performance, channel);
  return (
    <Stack gap="lg" opacity={stale ? 0.5 : 1} aria-busy={stale}>
      <Text size="sm" c="dimmed" data-testid="performance-period">
        <DateText value={performance.periodStartDate} inherit /> to{' '}
        <DateText value={performance.periodEndDate} inherit />
      </Text>
      <ReturnFigures performance={performance} channel={channel} hidePercentages={hidePercentages} />
      <Group align="flex-start" gap="xl" grow wrap="wrap" preventGrowOverflow={false}>
        <Stack gap="md" miw={0} style={{ flexBasis: 320 }}>
          <Table.ScrollContainer minWidth={300} type="native" miw={0}>
            <Table verticalSpacing={6} fz="sm" aria-label="Value over the period">
              <Table.Tbody>
                <BridgeRows lines={lines} idPrefix={`performance-${account.accountNumber}`} />
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <FeesForPeriod fees={performance.feeSummary} />
        </Stack>
        <Stack miw={0} style={{ flexBasis: 420 }}>
          {chartHidden ? (
            <Text c="dimmed" size="sm" ta="center" py="xl">
              {ACCOUNT_MESSAGES.chartNotAvailable}
            </Text>
          ) : (
            <ValueChart points={performance.performanceHistory} label="Account value over the period" />
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
