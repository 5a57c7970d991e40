import { Skeleton, Stack, Text } from '@mantine/core';
import type { FundDetailsResponse } from '@tasman/domain/contracts/funds';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import {
  availableMonths,
  chartPeriodRange,
  DEFAULT_CHART_PERIOD,
  type ChartPeriodMonths,
} from '@tasman/domain/funds/chart-periods';
import { growthOf10000 } from '@tasman/domain/funds/growth-of-10000';
import { Suspense, useMemo, useState } from 'react';
import { useBenchmark } from '../api/get-benchmark';
import { useDailyFundPerformance } from '../api/get-daily-fund-performance';
import { ChartPeriodSelector } from './chart-period-selector';
import { chartedDates, chartRows } from './chart-rows';
import { FundBlockError } from './fund-block-error';
import { formatFundDate } from './fund-formats';
import { FundPanel } from './fund-panel';
import { FundPerformanceChart } from './lazy-charts';

/** spec 001 §9: chart height 300 px (the chart's own height, kept here so the chart chunk stays lazy). */
const CHART_HEIGHT = 300;
const chartSkeleton = <Skeleton height={CHART_HEIGHT} aria-label="Loading the performance chart" />;

interface FundPerformancePanelProps {
  fundId: string;
  /** The fund's details once loaded; the chart's dates come from them. */
  details: FundDetailsResponse | undefined;
  detailsFailed: boolean;
}

/**
 * The performance block (spec 001 §2, §4, §8): growth of 10,000 in the fund against its market
 * index over 12–120 months (12 by default). A failed daily history or benchmark, or a fund with
 * no prices, shows 'Fund performance data is currently unavailable'. Mount it keyed by fund, so a
 * new fund starts again at 12 months.
 */
export function FundPerformancePanel({ fundId, details, detailsFailed }: FundPerformancePanelProps) {
  const [months, setMonths] = useState<ChartPeriodMonths>(DEFAULT_CHART_PERIOD);
  const inception = details?.InceptionDate ?? null;
  const latest = details?.UnitPriceAsAtDate ?? null;
  const range = inception && latest ? chartPeriodRange(months, inception, latest) : null;
  const daily = useDailyFundPerformance(fundId, range);
  const benchmarkId = details?.SecondaryBenchmarkID ?? null;
  const benchmark = useBenchmark(benchmarkId, range ? { from: range.start, to: range.end } : null);

  const rows = useMemo(() => {
    if (!daily.data) return [];
    const fund = daily.data.HistoryDetail.map((entry) => ({ date: entry.EndDate, value: entry.Value }));
    const index = (benchmark.data?.PriceFeed.PriceData ?? []).map((close) => ({ date: close.CloseDate, value: close.ReturnIndex }));
    return chartRows(fund, growthOf10000(index));
  }, [daily.data, benchmark.data]);

  // The sentence names the dates the chart draws, which for a fund priced monthly start before the period.
  const charted = range ? chartedDates(rows, range) : null;

  const retry = () => {
    if (daily.isError) void daily.refetch();
    if (benchmark.isError) void benchmark.refetch();
  };
  const unavailable = detailsFailed || (details !== undefined && range === null) || daily.isError || benchmark.isError;
  const loading = !unavailable && (details === undefined || daily.isPending || (benchmarkId !== null && benchmark.isPending));

  return (
    <FundPanel
      title="Performance"
      aside={
        inception && latest ? (
          <ChartPeriodSelector value={months} availableMonths={availableMonths(inception, latest)} onChange={setMonths} />
        ) : null
      }
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Growth of $10,000{charted ? ` from ${formatFundDate(charted.start)} to ${formatFundDate(charted.end)}` : ''}
        </Text>
        {unavailable ? (
          <FundBlockError
            message={ACCOUNT_MESSAGES.fundPerformanceUnavailable}
            onRetry={daily.isError || benchmark.isError ? retry : undefined}
          />
        ) : loading ? (
          chartSkeleton
        ) : (
          <Suspense fallback={chartSkeleton}>
            <FundPerformanceChart
              rows={rows}
              fundName={details?.Name ?? 'Fund'}
              benchmarkName={benchmarkId ? (details?.BenchmarkName ?? 'Market index') : null}
            />
          </Suspense>
        )}
      </Stack>
    </FundPanel>
  );
}
