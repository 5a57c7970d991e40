import { Box } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { usePortalInfo } from '@/lib/portal-info';
import { formatDate } from '@/ui/date-text';
import { formatMoney } from '@/ui/money-text';

interface ValuePoint {
  date: string;
  closingBalance: number;
}

interface ValueChartProps {
  points: readonly ValuePoint[];
  label: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Jun 24' under the axis; the tooltip gives the full date. */
function axisDate(isoDate: string): string {
  return `${MONTHS[Number(isoDate.slice(5, 7)) - 1] ?? ''} ${isoDate.slice(2, 4)}`;
}

/** The account's value over the period (spec 001 §3 performanceHistory), 300 px high (spec 001 §9). */
export function ValueChart({ points, label }: ValueChartProps) {
  const { locale, currency } = channelConfig(usePortalInfo().channel);
  const compact = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return (
    <Box role="img" aria-label={label} h={300} w="100%">
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
        <XAxis dataKey="date" tickFormatter={axisDate} minTickGap={32} tick={{ fontSize: 12 }} />
        <YAxis
          width={64}
          tickFormatter={(value: number) => compact.format(value)}
          tick={{ fontSize: 12 }}
          domain={['auto', 'auto']}
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
    </Box>
  );
}
