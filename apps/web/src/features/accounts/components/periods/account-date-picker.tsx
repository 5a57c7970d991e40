import '@mantine/dates/styles.css';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
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
 * Every month shown as six weeks, so the calendar keeps one height from month to month. A calendar
 * opened above its field (no room below it, as on a 720 px high window) hangs from its bottom edge:
 * stepping from a six-week month to a five-week one moved the whole calendar down a row just after
 * the click. A second quick click on 'Previous month' then landed above the calendar, outside it,
 * and closed it instead of stepping back; a browser journey's click on a day missed the same way.
 * The provider's other settings are its defaults, as without it.
 */
const SIX_WEEKS = { consistentWeeks: true };

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
    <DatesProvider settings={SIX_WEEKS}>
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
    </DatesProvider>
  );
}
