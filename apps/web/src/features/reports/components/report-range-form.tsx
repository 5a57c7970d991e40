import { Button, Group, Select, Text } from '@mantine/core';
import { DatePickerInput, MonthPickerInput } from '@mantine/dates';
import type { ReportRange } from '@tasman/domain/reports/default-report-range';
import { endOfPickedMonth } from '@tasman/domain/reports/end-of-picked-month';
import { monthEdges } from '@tasman/domain/reports/month-edges';
import { orderedReportRange } from '@tasman/domain/reports/ordered-report-range';
import { PE_REPORT_TYPES, type PeReportType } from '@tasman/domain/reports/pe-report-types';
import type { ReportDateBounds } from '@tasman/domain/reports/report-date-bounds';
import { reportRangeProblem } from '@tasman/domain/reports/report-range-problem';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '@/ui/date-text';

export interface ReportsFormValue {
  range: ReportRange;
  reportType: PeReportType | null;
}

interface ReportRangeFormProps {
  initial: ReportsFormValue;
  bounds: ReportDateBounds;
  /** Private equity accounts also ask for a report type (spec 002 §2.1). */
  asksReportType: boolean;
  searching: boolean;
  onSearch: (value: ReportsFormValue) => void;
}

const REPORT_TYPE_OPTIONS = (Object.keys(PE_REPORT_TYPES) as PeReportType[]).map((value) => ({ value, label: PE_REPORT_TYPES[value].label }));

/**
 * spec 002 §5 'Reports': From and End are required read-only pickers between the first day of the
 * signup month and tomorrow. End is picked by month and set to that month's last day, capped at
 * tomorrow; a From after the End swaps the two, snapped to month start and month end (§4). Search
 * is disabled while the form is invalid.
 */
export function ReportRangeForm({ initial, bounds, asksReportType, searching, onSearch }: ReportRangeFormProps) {
  const [start, setStart] = useState<string | null>(initial.range.start);
  const [end, setEnd] = useState<string | null>(initial.range.end);
  const [reportType, setReportType] = useState<PeReportType | null>(initial.reportType ?? (asksReportType ? 'ALL' : null));

  function change(nextStart: string | null, nextEnd: string | null) {
    if (nextStart && nextEnd) {
      const ordered = orderedReportRange({ start: nextStart, end: nextEnd }, bounds);
      setStart(ordered.start);
      setEnd(ordered.end);
    } else {
      setStart(nextStart);
      setEnd(nextEnd);
    }
  }

  const problem = !start ? 'From date is required' : !end ? 'End date is required' : reportRangeProblem({ start, end }, bounds);
  const invalid = problem !== null || (asksReportType && reportType === null);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid && start && end) onSearch({ range: { start, end }, reportType: asksReportType ? reportType : null });
      }}
      aria-label="Report search"
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DatePickerInput
          label="From"
          value={start}
          onChange={(value) => change(value, end)}
          minDate={bounds.min}
          maxDate={bounds.max}
          valueFormat="DD MMM YYYY"
          required
          clearable={false}
          ariaLabels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
          style={{ flex: '1 1 10rem', maxWidth: '14rem' }}
          data-testid="report-from"
        />
        <MonthPickerInput
          label="End"
          description={end ? `Ends ${formatDate(end)}` : 'Pick the last month'}
          value={end ? monthEdges.start(end) : null}
          onChange={(value) => change(start, value ? endOfPickedMonth(value, bounds.max) : null)}
          minDate={bounds.min}
          maxDate={bounds.max}
          valueFormat="MMM YYYY"
          required
          clearable={false}
          ariaLabels={{ previousYear: 'Previous year', nextYear: 'Next year' }}
          style={{ flex: '1 1 10rem', maxWidth: '14rem' }}
          data-testid="report-end"
        />
        {asksReportType ? (
          <Select
            label="Report type"
            data={REPORT_TYPE_OPTIONS}
            value={reportType}
            onChange={(value) => setReportType(value as PeReportType | null)}
            allowDeselect={false}
            required
            style={{ flex: '1 1 12rem', maxWidth: '16rem' }}
          />
        ) : null}
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} disabled={invalid} loading={searching}>
          Search
        </Button>
      </Group>
      {problem ? (
        <Text size="sm" c="red.8" mt="xs" role="alert">
          {problem}
        </Text>
      ) : null}
    </form>
  );
}
