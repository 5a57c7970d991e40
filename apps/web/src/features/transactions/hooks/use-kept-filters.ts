import { useCallback, useState } from 'react';

const STORAGE_KEY = 'tasman.transaction-history';

interface KeptFilters {
  accountNumber: string;
  view: string;
  filters: unknown;
}

/**
 * A view's filters, kept in the tab's sessionStorage for the account they were set on (spec 002 §4
 * 'Transactions': filters are kept when leaving the screen; changing or loading another account
 * clears them). One slot for the whole screen: choosing another account overwrites it, so coming
 * back to the first account starts from the defaults again, as the spec asks. `restore` checks
 * what was stored (it outlives a deploy) and returns null for anything it does not recognise.
 */
export function useKeptFilters<T>(
  view: string,
  accountNumber: string,
  defaults: () => T,
  restore: (stored: unknown) => T | null,
): [T, (next: T) => void] {
  const [filters, setFilters] = useState<T>(() => {
    const kept = readKept();
    const restored = kept && kept.accountNumber === accountNumber && kept.view === view ? restore(kept.filters) : null;
    const initial = restored ?? defaults();
    writeKept({ accountNumber, view, filters: initial });
    return initial;
  });

  const keep = useCallback(
    (next: T) => {
      setFilters(next);
      writeKept({ accountNumber, view, filters: next });
    },
    [accountNumber, view],
  );
  return [filters, keep];
}

function readKept(): KeptFilters | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    return typeof record.accountNumber === 'string' && typeof record.view === 'string'
      ? { accountNumber: record.accountNumber, view: record.view, filters: record.filters }
      : null;
  } catch {
    // Storage refused (private mode) or a value that is not JSON: start from the defaults.
    return null;
  }
}

function writeKept(kept: KeptFilters): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage refused: the filters still work, they are only not kept.
  }
}
