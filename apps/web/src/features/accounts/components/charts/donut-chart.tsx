import { Box } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import { Suspense } from 'react';
import { usePortalInfo } from '@/lib/portal-info';
import { useDrawnAfterFigures } from '@/ui/use-drawn-after-figures';
import { DonutDrawing } from './lazy-drawings';

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

/**
 * spec 001 §9: a donut with a 60 % cutout, 300 px high. The table beside it carries the figures. The
 * box keeps its size while the drawing's module loads (chart-drawings.tsx), so nothing moves.
 */
export function DonutChart({ slices, label }: DonutChartProps) {
  const { locale, currency } = channelConfig(usePortalInfo().channel);
  const drawn = useDrawnAfterFigures();
  return (
    <Box role="img" aria-label={label} h={300} w="100%" maw={340} mx="auto">
      {drawn ? (
        <Suspense fallback={null}>
          <DonutDrawing slices={slices} locale={locale} currency={currency} />
        </Suspense>
      ) : null}
    </Box>
  );
}
