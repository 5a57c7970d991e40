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

interface BalanceByYearChartProps {
  points: readonly BalancePoint[];
  label: string;
}

/** The KiwiSaver balance in today's dollars at each age while it is drawn down. */
export function BalanceByYearChart({ points, label }: BalanceByYearChartProps) {
  const { locale, currency } = channelConfig(usePortalInfo().channel);
  const valueTicks = niceTicks(0, Math.max(...points.map((point) => point.balance), 1), 5);
  const valueLabel = compactMoneyLabeller(valueTicks, locale, currency);
  return (
    <Box role="img" aria-label={label} h={280} w="100%" data-testid="spend-balance-chart">
      <AreaChart responsive data={[...points]} style={{ width: '100%', height: 280 }} margin={{ top: 8, right: 8, bottom: 12, left: 0 }}>
        <defs>
          <linearGradient id="spend-balance-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#2f4f8d" stopOpacity={0.35} />
            <stop offset="100%" stopColor="#2f4f8d" stopOpacity={0.03} />
          </linearGradient>
        </defs>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="age" tick={{ fontSize: 12 }} minTickGap={16} label={{ value: 'Age', position: 'insideBottomRight', offset: -2, fontSize: 12 }} />
        <YAxis
          width={64}
          ticks={valueTicks}
          tickFormatter={valueLabel}
          tick={{ fontSize: 12 }}
          domain={[valueTicks[0] ?? 0, valueTicks.at(-1) ?? 'auto']}
          interval={0}
        />
        <Tooltip
          labelFormatter={(age) => `Age ${String(age)}`}
          formatter={(value) => [formatMoney(Number(value), locale, currency), 'Balance in today’s dollars']}
        />
        <Area type="monotone" dataKey="balance" stroke="#2f4f8d" strokeWidth={2} fill="url(#spend-balance-fill)" isAnimationActive={false} />
      </AreaChart>
    </Box>
  );
}
