import { Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { TransactionDateLimits } from '@tasman/domain/transactions/transaction-date-limits';
import { pickedRange } from '../date-rules';
import type { DateRange } from '../types';

interface HistoryDateRangeProps {
  value: DateRange;
  limits: TransactionDateLimits;
  onChange: (range: DateRange) => void;
}

/**
 * The retail and private-equity date range (spec 002 §5): From and To are required read-only pickers
 * between the signup date and the maximum; a start after the end is swapped rather than refused.
 */
export function HistoryDateRange({ value, limits, onChange }: HistoryDateRangeProps) {
  const picker = {
    minDate: limits.min,
    maxDate: limits.max,
    valueFormat: 'DD MMM YYYY',
    required: true,
    clearable: false,
    ariaLabels: { previousMonth: 'Previous month', nextMonth: 'Next month' },
    // Side by side from 390 px: two 'dd MMM yyyy' dates fit in 165 px each.
    w: 165,
  } as const;
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" data-testid="history-date-range">
      <DatePickerInput
        {...picker}
        label="From"
        value={value.periodStart}
        error={value.periodStart ? undefined : 'Required'}
        onChange={(periodStart) => onChange(pickedRange({ ...value, periodStart }, limits))}
      />
      <DatePickerInput
        {...picker}
        label="To"
        value={value.periodEnd}
        error={value.periodEnd ? undefined : 'Required'}
        onChange={(periodEnd) => onChange(pickedRange({ ...value, periodEnd }, limits))}
      />
    </Group>
  );
}
