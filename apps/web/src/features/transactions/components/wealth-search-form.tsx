import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { STACKED_TABLE_QUERY } from '@/ui/responsive-table';
import { INVALID_DATE_RANGE } from '@tasman/domain/contracts/transactions';
import { isWealthRangeValid } from '@tasman/domain/transactions/wealth-date-range';
import type { DateRange } from '../types';
import { WEALTH_REPORT_LABELS, WEALTH_REPORT_TYPES, type WealthReportType } from '../wealth-report-type';

interface WealthSearchFormProps {
  range: DateRange;
  reportType: WealthReportType;
  /** A search is running: Search waits (spec 002 §5). */
  loading: boolean;
  onRangeChange: (range: DateRange) => void;
  onReportTypeChange: (reportType: WealthReportType) => void;
  onSearch: () => void;
}


/**
 * The wealth view's form (spec 002 §2.2, §5): the report type (Cash Summary, Amount Contributed, Cash
 * Transactions), start and end, and Search — disabled while the range is invalid or a search runs.
 */
export function WealthSearchForm({ range, reportType, loading, onRangeChange, onReportTypeChange, onSearch }: WealthSearchFormProps) {
  const valid = isWealthRangeValid(range.periodStart, range.periodEnd);
  // Both dates there but the wrong way round: the spec's message under Start (an empty date is 'Required').
  const reversed = !valid && Boolean(range.periodStart) && Boolean(range.periodEnd);
  // Three long labels do not fit side by side at 390 px: one under another on a phone.
  const narrow = useMediaQuery(STACKED_TABLE_QUERY) ?? false;
  const picker = {
    valueFormat: 'DD MMM YYYY',
    required: true,
    clearable: false,
    ariaLabels: { previousMonth: 'Previous month', nextMonth: 'Next month' },
    w: 165,
  } as const;
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Report type"
        value={reportType}
        onChange={(value) => onReportTypeChange(value as WealthReportType)}
        data={WEALTH_REPORT_TYPES.map((value) => ({ value, label: WEALTH_REPORT_LABELS[value] }))}
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        w={narrow ? '100%' : 'fit-content'}
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !loading) onSearch();
        }}
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <DatePickerInput
            {...picker}
            label="Start"
            value={range.periodStart}
            onChange={(periodStart) => onRangeChange({ ...range, periodStart })}
            error={reversed ? INVALID_DATE_RANGE : range.periodStart ? undefined : 'Required'}
          />
          <DatePickerInput
            {...picker}
            label="End"
            value={range.periodEnd}
            onChange={(periodEnd) => onRangeChange({ ...range, periodEnd })}
            error={range.periodEnd ? undefined : 'Required'}
          />
          <Button type="submit" mt={25} disabled={!valid || loading} loading={loading}>
            Search
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
