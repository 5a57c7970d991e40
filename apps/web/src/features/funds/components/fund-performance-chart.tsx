import { Box, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { channelConfig } from '@tasman/domain/channel/channel';
import { GROWTH_BASE } from '@tasman/domain/funds/growth-of-10000';
import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { usePortalInfo } from '@/lib/portal-info';
import { formatMoney } from '@/ui/money-text';
import { compactMoneyLabeller, dateAxis, niceTicks } from '@/ui/chart-axis';
import type { ChartRow } from './chart-rows';
import { formatFundDate } from './fund-formats';

/** spec 001 §9: chart height 300 px. */
const CHART_HEIGHT = 300;

const FUND_COLOUR = '#1f4e9c';
const BENCHMARK_COLOUR = '#e8a33d';

interface FundPerformanceChartProps {
  rows: readonly ChartRow[];
  fundName: string;
  benchmarkName: string | null;
}

/**
 * Growth of 10,000 in the fund against its market index (spec 001 §2, §9: base 10,000, the axis in
 * thousands from a base of 10). A hidden summary says the end figures for screen readers.
 */
export function FundPerformanceChart({ rows, fundName, benchmarkName }: FundPerformanceChartProps) {
  const { locale, currency } = channelConfig(usePortalInfo().channel);
  const compact = useMediaQuery('(max-width: 36em)') ?? false;
  const money = (value: number) => formatMoney(value, locale, currency);
  // Ticks from the data's own range, none repeated; dates labelled by the span (issue 9 item 14).
  const dates = dateAxis(
    rows.map((row) => row.date),
    compact ? 4 : 6,
  );
  const values = rows.flatMap((row) => [row.fund, row.benchmark].filter((value) => value !== undefined));
  const valueTicks = niceTicks(Math.min(...values, GROWTH_BASE), Math.max(...values, GROWTH_BASE), 6);
  const valueLabel = compactMoneyLabeller(valueTicks, locale, currency);
  const first = rows[0];
  const last = rows.at(-1);
  const lastFund = [...rows].reverse().find((row) => row.fund !== undefined)?.fund;
  const lastBenchmark = [...rows].reverse().find((row) => row.benchmark !== undefined)?.benchmark;

  return (
    <Box component="figure" m={0} data-testid="fund-performance-chart">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <LineChart data={rows as ChartRow[]} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="var(--mantine-color-gray-2)" vertical={false} />
          <XAxis dataKey="date" ticks={dates.ticks} tickFormatter={dates.format} interval={0} tick={{ fontSize: 12 }} />
          <YAxis
            domain={[valueTicks[0] ?? 'auto', valueTicks.at(-1) ?? 'auto']}
            ticks={valueTicks}
            interval={0}
            tickFormatter={valueLabel}
            width={56}
            tick={{ fontSize: 12 }}
          />
          <ReferenceLine y={GROWTH_BASE} stroke="var(--mantine-color-gray-5)" strokeDasharray="4 4" />
          <Tooltip
            labelFormatter={(label) => formatFundDate(String(label))}
            formatter={(value) => money(Number(value))}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
          <Line type="monotone" dataKey="fund" name={fundName} stroke={FUND_COLOUR} strokeWidth={2} dot={false} connectNulls isAnimationActive={false} />
          {benchmarkName ? (
            <Line
              type="monotone"
              dataKey="benchmark"
              name={benchmarkName}
              stroke={BENCHMARK_COLOUR}
              strokeWidth={2}
              dot={false}
              connectNulls
              isAnimationActive={false}
            />
          ) : null}
        </LineChart>
      </ResponsiveContainer>
      {first && last ? (
        <VisuallyHidden component="figcaption">
          <Text component="span">
            {`Growth of ${money(GROWTH_BASE)} from ${formatFundDate(first.date)} to ${formatFundDate(last.date)}: ${fundName} ${
              lastFund === undefined ? 'not available' : money(lastFund)
            }${benchmarkName && lastBenchmark !== undefined ? `, ${benchmarkName} ${money(lastBenchmark)}` : ''}.`}
          </Text>
        </VisuallyHidden>
      ) : null}
    </Box>
  );
}
