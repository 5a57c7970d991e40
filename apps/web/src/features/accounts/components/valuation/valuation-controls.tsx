import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DateText } from '@/ui/date-text';
import { LazyAccountDatePicker } from '../periods/lazy-date-picker';
import type { ValuationMode, ValuationState } from './use-valuation';

/**
 * Current Valuation / Custom Date (spec 001 §4) and, in Custom Date, the read-only picker bounded
 * by signup and the latest price date with Go (spec 001 §5). Says which date the figures are on,
 * including when a weekend or holiday was moved back to the last business day.
 */
export function ValuationControls({ valuation }: { valuation: ValuationState }) {
  const valued = valuation.shown.data?.valuationDate ?? null;
  const requested = valuation.requestedDate;
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={valuation.mode}
        onChange={(value) => valuation.setMode(value as ValuationMode)}
        data={[
          { value: 'current', label: 'Current Valuation' },
          { value: 'custom', label: 'Custom Date' },
        ]}
        w={{ base: '100%', xs: 'auto' }}
        aria-label="Valuation mode"
      />
      {valuation.mode === 'custom' ? (
        <Group align="flex-end" gap="sm">
          <LazyAccountDatePicker
            label="Valuation date"
            value={valuation.picked}
            onChange={valuation.setPicked}
            minDate={valuation.bounds?.minDate}
            maxDate={valuation.bounds?.maxDate ?? undefined}
            disabled={!valuation.bounds}
          />
          <Button onClick={valuation.go} disabled={!valuation.canGo}>
            Go
          </Button>
        </Group>
      ) : null}
      {valued ? (
        <Text size="sm" c="dimmed" data-testid="valuation-date">
          Valued as at <DateText value={valued} size="sm" c="dimmed" inherit />
          {valuation.showsCustom && requested && requested !== valued ? (
            <>
              {' '}
              (the last business day on or before <DateText value={requested} size="sm" c="dimmed" inherit />)
            </>
          ) : null}
          , at closing market prices
        </Text>
      ) : null}
    </Stack>
  );
}
