import { Box } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { usePortalInfo } from '@/lib/portal-info';
import { compactMoneyLabeller, niceTicks } from '@/ui/chart-axis';
import { formatMoney } from '@/ui/money-text';

export interface ForecastPoint {
  age: number;
  balance: number;
}

interface ForecastBalanceChartProps {
  points: readonly ForecastPoint[];
  label: string;
}

const ageLabel = (age: number) => (Number.isInteger(age) ? String(age) : age.toFixed(1));

/** The forecast balance in today's dollars at each age to retirement. */
export function ForecastBalanceChart({ points, label }: ForecastBalanceChartProps) {
  const { locale, currency } = channelConfig(usePortalInfo().channel);
  const valueTicks = niceTicks(0, Math.max(...points.map((point) => point.balance), 1), 5);
  const valueLabel = compactMoneyLabeller(valueTicks, locale, currency);
  return (
    <Box role="img" aria-label={label} h={280} w="100%" data-testid="forecast-balance-chart">
      <AreaChart responsive data={[...points]} style={{ width: '100%', height: 280 }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id="forecast-balance-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#1f4e9c" stopOpacity={0.35} />
            <stop offset="100%" stopColor="#1f4e9c" stopOpacity={0.03} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke="var(--mantine-color-gray-2)" vertical={false} />
        <XAxis dataKey="age" type="number" domain={['dataMin', 'dataMax']} tickFormatter={ageLabel} tick={{ fontSize: 12 }} allowDecimals={false} />
        <YAxis domain={[0, valueTicks.at(-1) ?? 'auto']} ticks={valueTicks} interval={0} tickFormatter={valueLabel} width={60} tick={{ fontSize: 12 }} />
        <Tooltip labelFormatter={(age) => `Age ${ageLabel(Number(age))}`} formatter={(value) => [formatMoney(Number(value), locale, currency), "Balance (today's dollars)"]} />
        <Area type="monotone" dataKey="balance" stroke="#1f4e9c" strokeWidth={2} fill="url(#forecast-balance-fill)" isAnimationActive={false} />
      </AreaChart>
    </Box>
  );
}
