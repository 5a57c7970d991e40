import { Box } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import { Suspense } from 'react';
import { usePortalInfo } from '@/lib/portal-info';
import { useDrawnAfterFigures } from '@/ui/use-drawn-after-figures';
import { ValueDrawing } from './lazy-drawings';

export interface ValuePoint {
  date: string;
  closingBalance: number;
}

interface ValueChartProps {
  points: readonly ValuePoint[];
  label: string;
}

/**
 * The account's value over the period (spec 001 §3 performanceHistory), 300 px high (spec 001 §9).
 * The box keeps its size while the drawing's module loads (chart-drawings.tsx), so nothing moves.
 */
export function ValueChart({ points, label }: ValueChartProps) {
  const { locale, currency } = channelConfig(usePortalInfo().channel);
  const drawn = useDrawnAfterFigures();
  return (
    <Box role="img" aria-label={label} h={300} w="100%">
      {drawn ? (
        <Suspense fallback={null}>
          <ValueDrawing points={points} locale={locale} currency={currency} />
        </Suspense>
      ) : null}
    </Box>
  );
}
