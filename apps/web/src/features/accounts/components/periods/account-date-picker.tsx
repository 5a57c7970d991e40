import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

const ARIA_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose the month',
  yearLevelControl: 'Choose the year',
};

interface AccountDatePickerProps {
  label: string;
  value: string | null;
  onChange: (date: string | null) => void;
  minDate?: string;
  maxDate?: string;
  /** Days that cannot be picked (e.g. all but month starts). */
  excludeDate?: (date: string) => boolean;
  disabled?: boolean;
  error?: string | null;
}

/**
 * A date picked from a calendar only (spec 001 §5: a read-only picker — nothing can be typed),
 * shown as 'dd MMM yyyy' (spec 001 §9), bounded by the rule's minimum and maximum dates.
 */
export function AccountDatePicker({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  excludeDate,
  disabled,
  error,
}: AccountDatePickerProps) {
  return (
    <DatePickerInput
      label={label}
      placeholder="Pick a date"
      value={value}
      onChange={onChange}
      minDate={minDate}
      maxDate={maxDate}
      excludeDate={excludeDate}
      defaultDate={value ?? maxDate}
      valueFormat="DD MMM YYYY"
      ariaLabels={ARIA_LABELS}
      leftSection={<IconCalendar size={16} aria-hidden />}
      disabled={disabled}
      error={error ?? undefined}
      w={{ base: '100%', xs: 180 }}
      popoverProps={{ withinPortal: true }}
    />
  );
}
