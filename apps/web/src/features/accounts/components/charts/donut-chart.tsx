import { Box } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import { Pie, PieChart, Tooltip } from 'recharts';
import { usePortalInfo } from '@/lib/portal-info';
import { formatMoney } from '@/ui/money-text';
import { formatPercent } from '@/ui/percent-text';
import { useDrawnAfterFigures } from '@/ui/use-drawn-after-figures';

export interface DonutSlice {
  name: string;
  value: number;
  /** Percent of the whole, as the table beside it shows it. */
  percent: number;
  fill: string;
}

interface DonutChartProps {
  slices: readonly DonutSlice[];
  /** What the chart shows, read out in place of the picture. */
  label: string;
}

/** spec 001 §9: a donut with a 60 % cutout, 300 px high. The table beside it carries the figures. */
export function DonutChart({ slices, label }: DonutChartProps) {
  const { locale, currency } = channelConfig(usePortalInfo().channel);
  const data = slices.filter((slice) => slice.value > 0).map((slice) => ({ ...slice }));
  const drawn = useDrawnAfterFigures();
  return (
    <Box role="img" aria-label={label} h={300} w="100%" maw={340} mx="auto">
      {drawn ? (
        <PieChart responsive style={{ width: '100%', height: 300 }}>
          <Pie
            data={data}
            dataKey="value"
            nameKey="name"
            innerRadius="60%"
            outerRadius="100%"
            isAnimationActive={false}
            stroke="#fff"
          />
          <Tooltip
            formatter={(value, _name, item) => [
              `${formatMoney(Number(value), locale, currency)} (${formatPercent((item.payload as DonutSlice).percent)})`,
              (item.payload as DonutSlice).name,
            ]}
          />
        </PieChart>
      ) : null}
    </Box>
  );
}
