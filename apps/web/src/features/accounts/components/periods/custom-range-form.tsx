import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { AccountDatePicker } from './account-date-picker';

export interface CustomRange {
  from: string;
  to: string;
}

interface CustomRangeFormProps {
  minDate: string;
  maxDate: string;
  initial?: Partial<CustomRange>;
  /** Days the from and to pickers cannot choose. */
  excludeFrom?: (date: string) => boolean;
  excludeTo?: (date: string) => boolean;
  /** Why the range cannot be applied: a message to show, '' to only disable Go, null when valid. */
  problem: (range: { from: string | null; to: string | null }) => string | null;
  /** Turns the picked range into the one asked for (e.g. swapped and snapped); the pickers then show it. */
  normalise?: (range: CustomRange) => CustomRange;
  busy: boolean;
  onApply: (range: CustomRange) => void;
}

/** spec 001 §5: from and to, both required; Go disabled while the range is invalid or a request runs. */
export function CustomRangeForm({
  minDate,
  maxDate,
  initial,
  excludeFrom,
  excludeTo,
  problem,
  normalise,
  busy,
  onApply,
}: CustomRangeFormProps) {
  const [from, setFrom] = useState<string | null>(initial?.from ?? null);
  const [to, setTo] = useState<string | null>(initial?.to ?? null);
  const issue = problem({ from, to });
  const apply = () => {
    if (!from || !to || issue !== null) return;
    const range = normalise ? normalise({ from, to }) : { from, to };
    setFrom(range.from);
    setTo(range.to);
    onApply(range);
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <AccountDatePicker
        label="From"
        value={from}
        onChange={setFrom}
        minDate={minDate}
        maxDate={maxDate}
        excludeDate={excludeFrom}
      />
      <AccountDatePicker
        label="To"
        value={to}
        onChange={setTo}
        minDate={minDate}
        maxDate={maxDate}
        excludeDate={excludeTo}
      />
      <Button onClick={apply} disabled={busy || issue !== null}>
        Go
      </Button>
      {issue ? (
        <Text size="sm" c="red.8" role="alert" w="100%">
          {issue}
        </Text>
      ) : null}
    </Group>
  );
}
