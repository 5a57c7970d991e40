import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { Channel } from '@tasman/domain/channel/channel';
import { peCustomDateProblem } from '@tasman/domain/private-equity/pe-custom-date-problem';
import { peMonthEndOptions } from '@tasman/domain/private-equity/pe-month-end-options';
import { useState } from 'react';

type Mode = 'current' | 'custom';

interface ValuationDateControlsProps {
  /** Picker minimum: the signup date (spec 001 §5). */
  signupDate: string;
  /** Picker maximum: the balance as-at date; null while the account has no valuation (no custom date then). */
  balanceDate: string | null;
  channel: Channel;
  /** A valuation request is running: Go waits. */
  busy: boolean;
  /** 'Current Valuation' (null) or the month end Go asked for. */
  onChange: (date: string | null) => void;
}

/**
 * spec 001 §4 'Valuation' and §5 'PE custom date': 'Current Valuation' shows the latest; 'Custom
 * Date' offers a read-only picker of month ends between signup and the balance date (the latest
 * preselected), and Go (disabled while the date is invalid or a request runs) shows that month end.
 */
export function ValuationDateControls({ signupDate, balanceDate, channel, busy, onChange }: ValuationDateControlsProps) {
  const bounds = { minDate: signupDate, maxDate: balanceDate, channel };
  const options = peMonthEndOptions(bounds);
  const [mode, setMode] = useState<Mode>('current');
  const [picked, setPicked] = useState<string | null>(options.at(-1) ?? null);
  const invalid = peCustomDateProblem(picked, bounds) !== null;

  function changeMode(next: string) {
    setMode(next as Mode);
    if (next === 'current') onChange(null);
  }

  return (
    <Stack gap="sm">
      <SegmentedControl
        value={mode}
        onChange={changeMode}
        data={[
          { value: 'current', label: 'Current Valuation' },
          { value: 'custom', label: 'Custom Date', disabled: options.length === 0 },
        ]}
        w={{ base: '100%', xs: 'fit-content' }}
        aria-label="Valuation date"
      />
      {mode === 'custom' ? (
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <DatePickerInput
            label="Month end"
            description="Private equity is valued at month ends."
            placeholder="Pick a month end"
            value={picked}
            onChange={setPicked}
            minDate={options[0]}
            maxDate={options.at(-1)}
            excludeDate={(date) => peCustomDateProblem(date, bounds) !== null}
            defaultDate={picked ?? options.at(-1)}
            valueFormat="DD MMM YYYY"
            hideOutsideDates
            ariaLabels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
            required
            style={{ flex: '1 1 12rem', maxWidth: '16rem' }}
          />
          <Button onClick={() => picked && onChange(picked)} disabled={invalid || busy}>
            Go
          </Button>
        </Group>
      ) : null}
      {options.length === 0 ? (
        <Text size="xs" c="dimmed">
          A custom date is available once the account has a month-end valuation.
        </Text>
      ) : null}
    </Stack>
  );
}
