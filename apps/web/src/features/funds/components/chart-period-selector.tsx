import { Button, Group } from '@mantine/core';
import { CHART_PERIOD_MONTHS, isChartPeriodDisabled, type ChartPeriodMonths } from '@tasman/domain/funds/chart-periods';

const LABELS: Record<ChartPeriodMonths, string> = { 12: '1 year', 24: '2 years', 36: '3 years', 60: '5 years', 120: '10 years' };

interface ChartPeriodSelectorProps {
  value: ChartPeriodMonths;
  /** Whole months of price history the fund has. */
  availableMonths: number;
  onChange: (months: ChartPeriodMonths) => void;
}

/** spec 001 §4 'Fund chart period selector' and §5: a button per period, too-long periods disabled. */
export function ChartPeriodSelector({ value, availableMonths, onChange }: ChartPeriodSelectorProps) {
  return (
    <Group gap={6} role="group" aria-label="Chart period">
      {CHART_PERIOD_MONTHS.map((months) => (
        <Button
          key={months}
          size="compact-sm"
          variant={months === value ? 'filled' : 'default'}
          aria-pressed={months === value}
          disabled={isChartPeriodDisabled(months, availableMonths)}
          onClick={() => onChange(months)}
        >
          {LABELS[months]}
        </Button>
      ))}
    </Group>
  );
}
