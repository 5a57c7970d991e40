import { Box } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { usePortalInfo } from '@/lib/portal-info';
import { compactMoneyLabeller, niceTicks } from '@/ui/chart-axis';
import { formatMoney } from '@/ui/money-text';

export interface BalancePoint {
  age: number;
  balance: number;
}

interface BalanceByAgeChartProps {
  points: readonly BalancePoint[];
  /** What the chart shows, for screen readers. */
  label: string;
  testId: string;
}

const ageLabel = (age: number) => (Number.isInteger(age) ? String(age) : age.toFixed(1));

/** A KiwiSaver balance in today's dollars by age: growing to retirement (Forecast My Balance) or drawn down (Spend My KiwiSaver). */
export function BalanceByAgeChart({ points, label, testId }: BalanceByAgeChartProps) {
  const { locale, currency } = channelConfig(usePortalInfo().channel);
  const valueTicks = niceTicks(0, Math.max(...points.map((point) => point.balance), 1), 5);
  const valueLabel = compactMoneyLabeller(valueTicks, locale, currency);
  return (
    <Box role="img" aria-label={label} h={280} w="100%" data-testid={testId}>
      <AreaChart responsive data={[...points]} style={{ width: '100%', height: 280 }} margin={{ top: 8, right: 8, bottom: 12, left: 0 }}>
        <defs>
          <linearGradient id={`${testId}-fill`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#1f4e9c" stopOpacity={0.35} />
            <stop offset="100%" stopColor="#1f4e9c" stopOpacity={0.03} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke="var(--mantine-color-gray-2)" vertical={false} />
        <XAxis
          dataKey="age"
          type="number"
          domain={['dataMin', 'dataMax']}
          tickFormatter={ageLabel}
          tick={{ fontSize: 12 }}
          allowDecimals={false}
          label={{ value: 'Age', position: 'insideBottomRight', offset: -2, fontSize: 12 }}
        />
        <YAxis domain={[0, valueTicks.at(-1) ?? 'auto']} ticks={valueTicks} interval={0} tickFormatter={valueLabel} width={64} tick={{ fontSize: 12 }} />
        <Tooltip
          labelFormatter={(age) => `Age ${ageLabel(Number(age))}`}
          formatter={(value) => [formatMoney(Number(value), locale, currency), "Balance in today's dollars"]}
        />
        <Area type="monotone" dataKey="balance" stroke="#1f4e9c" strokeWidth={2} fill={`url(#${testId}-fill)`} isAnimationActive={false} />
      </AreaChart>
    </Box>
  );
}
