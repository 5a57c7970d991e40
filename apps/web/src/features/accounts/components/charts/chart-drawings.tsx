import { useMediaQuery } from '@mantine/hooks';
import { Area, AreaChart, CartesianGrid, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { compactMoneyLabeller, dateAxis, niceTicks } from '@/ui/chart-axis';
import { formatDate } from '@/ui/date-text';
import { formatMoney } from '@/ui/money-text';
import { formatPercent } from '@/ui/percent-text';
import type { DonutSlice } from './donut-chart';
import type { ValuePoint } from './value-chart';

/**
 * The account screens' Recharts drawings, in a module of their own that donut-chart.tsx and
 * value-chart.tsx load only once the screen's figures are on the page (lazy-drawings.ts, issue 15):
 * Recharts and the axis helpers are the largest part of an account screen's JavaScript, and the
 * figures need none of it.
 */

interface Money {
  locale: string;
  currency: string;
}

/** spec 001 §9: a donut with a 60 % cutout, 300 px high. */
export function DonutDrawing({ slices, locale, currency }: Money & { slices: readonly DonutSlice[] }) {
  const data = slices.filter((slice) => slice.value > 0).map((slice) => ({ ...slice }));
  return (
    <PieChart responsive style={{ width: '100%', height: 300 }}>
      <Pie data={data} dataKey="value" nameKey="name" innerRadius="60%" outerRadius="100%" isAnimationActive={false} stroke="#fff" />
      <Tooltip
        formatter={(value, _name, item) => [
          `${formatMoney(Number(value), locale, currency)} (${formatPercent((item.payload as DonutSlice).percent)})`,
          (item.payload as DonutSlice).name,
        ]}
      />
    </PieChart>
  );
}

/** The account's value over the period, 300 px high (spec 001 §9). */
export function ValueDrawing({ points, locale, currency }: Money & { points: readonly ValuePoint[] }) {
  // Ticks from the data's own range, none repeated; dates labelled by the span (issue 9 item 14).
  const values = points.map((point) => point.closingBalance);
  const valueTicks = niceTicks(Math.min(...values), Math.max(...values), 5);
  const valueLabel = compactMoneyLabeller(valueTicks, locale, currency);
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const dates = dateAxis(
    points.map((point) => point.date),
    narrow ? 4 : 6,
  );
  return (
    <AreaChart responsive data={[...points]} style={{ width: '100%', height: 300 }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
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
      <Tooltip labelFormatter={(value) => formatDate(String(value))} formatter={(value) => [formatMoney(Number(value), locale, currency), 'Value']} />
      <Area type="monotone" dataKey="closingBalance" stroke="#2f4f8d" strokeWidth={2} fill="url(#account-value-fill)" isAnimationActive={false} />
    </AreaChart>
  );
}
