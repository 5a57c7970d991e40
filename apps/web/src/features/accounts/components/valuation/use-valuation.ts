import { customValuationDateProblem } from '@tasman/domain/accounts/valuation-date';
import { useState } from 'react';
import { useHoldings } from '../../api/get-holdings';

export type ValuationMode = 'current' | 'custom';

/**
 * The valuation block's state (spec 001 §4 'Valuation'): Current Valuation shows the latest
 * holdings; in Custom Date a date is picked within the bounds and Go fetches the holdings on it,
 * switching the table to the date-specific version. Current returns to the latest.
 * `maxDateOverride` is wealth management's bound: the balance as-at date (spec 001 §5).
 */
export function useValuation(accountNumber: string, maxDateOverride?: string | null) {
  const [mode, setModeState] = useState<ValuationMode>('current');
  const [picked, setPicked] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const current = useHoldings(accountNumber, null);
  const custom = useHoldings(accountNumber, applied, { enabled: mode === 'custom' && applied !== null });

  const bounds = current.data
    ? { minDate: current.data.minDate, maxDate: maxDateOverride ?? current.data.maxDate }
    : null;
  const problem = bounds ? customValuationDateProblem(picked, bounds) : 'required';
  const showsCustom = mode === 'custom' && applied !== null;
  const shown = showsCustom ? custom : current;

  return {
    mode,
    setMode(next: ValuationMode) {
      setModeState(next);
      if (next === 'current') setApplied(null);
    },
    picked,
    setPicked,
    bounds,
    canGo: problem === null && !shown.isFetching,
    go() {
      if (problem === null) setApplied(picked);
    },
    /** The holdings on screen: the custom date's once Go has fetched them, else the latest. */
    shown,
    showsCustom,
    current,
    requestedDate: applied,
  };
}

export type ValuationState = ReturnType<typeof useValuation>;
