import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { channelConfig } from '@tasman/domain/channel/channel';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { usePortalInfo } from '@/lib/portal-info';
import { formatDate } from '@/ui/date-text';
import { compactMoneyLabeller, dateAxis, niceTicks } from '@/ui/chart-axis';
import { formatMoney } from '@/ui/money-text';
import { useDrawnAfterFigures } from '@/ui/use-drawn-after-figures';

interface ValuePoint {
  date: string;
  closingBalance: number;
}

interface ValueChartProps {
  points: readonly ValuePoint[];
  label: string;
}

/** The account's value over the period (spec 001 §3 performanceHistory), 300 px high (spec 001 §9). */
export function ValueChart({ points, label }: ValueChartProps) {
  const { locale, currency } = channelConfig(usePortalInfo().channel);
  // Ticks from the data's own range, none repeated; dates labelled by the span (issue 9 item 14).
  const values = points.map((point) => point.closingBalance);
  const valueTicks = niceTicks(Math.min(...values), Math.max(...values), 5);
  const valueLabel = compactMoneyLabeller(valueTicks, locale, currency);
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const dates = dateAxis(
    points.map((point) => point.date),
    narrow ? 4 : 6,
  );
  const drawn = useDrawnAfterFigures();
  return (
    <Box role="img" aria-label={label} h={300} w="100%">
      {drawn ? (
        <AreaChart
          responsive
          data={[...points]}
          style={{ width: '100%', height: 300 }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <defs>
            <linearGradient id="account-value-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#2f4f8d" stopOpacity={0.35} />
              <stop offset="100%" stopColor="#2f4f8d" stopOpacity={0.03} />
            </linearGradient>
          </defs>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" ticks={dates.ticks} tickFormatter={dates.format} interval={0} tick={{ fontSize: 12 }} />
          <YAxis
            width={64}
            ticks={valueTicks}
            tickFormatter={valueLabel}
            tick={{ fontSize: 12 }}
            domain={[valueTicks[0] ?? 'auto', valueTicks.at(-1) ?? 'auto']}
            interval={0}
          />
          <Tooltip
            labelFormatter={(value) => formatDate(String(value))}
            formatter={(value) => [formatMoney(Number(value), locale, currency), 'Value']}
          />
          <Area
            type="monotone"
            dataKey="closingBalance"
            stroke="#2f4f8d"
            strokeWidth={2}
            fill="url(#account-value-fill)"
            isAnimationActive={false}
          />
        </AreaChart>
      ) : null}
    </Box>
  );
}
