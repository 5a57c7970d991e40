import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { AccountDatePicker as AccountDatePickerType } from './account-date-picker';

const Picker = lazy(() => import('./account-date-picker').then((m) => ({ default: m.AccountDatePicker })));

/**
 * AccountDatePicker for a control the screen does not show at first (the valuation's Custom Date):
 * Mantine's date picker and its date library load when it is first shown, not before the screen's
 * figures (issue 15). A field-sized placeholder stands in for the moment they take.
 */
export function LazyAccountDatePicker(props: ComponentProps<typeof AccountDatePickerType>) {
  return (
    <Suspense fallback={<Skeleton h={60} w={220} aria-label={`Loading ${props.label.toLowerCase()}`} />}>
      <Picker {...props} />
    </Suspense>
  );
}
