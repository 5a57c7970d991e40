/**
 * What 'as at' the book's figures can honestly claim. Each client is valued at their accounts'
 * latest valuation day, and those days differ (a fund priced monthly, an account closed last
 * year), so one date is only true when every row shares it.
 */
export type BookAsAt =
  | { kind: 'none' }
  | { kind: 'single'; date: string; unvalued: number }
  | { kind: 'mixed'; latest: string; earliest: string; earlierCount: number; unvalued: number };

/** The as-at of a list of rows from their valuation days ('yyyy-mm-dd', null when never valued). */
export function bookAsAt(dates: readonly (string | null)[]): BookAsAt {
  const known = dates.filter((date): date is string => date !== null);
  const unvalued = dates.length - known.length;
  if (known.length === 0) return { kind: 'none' };
  // ISO calendar dates sort as text.
  const sorted = [...known].sort();
  const earliest = sorted[0] as string;
  const latest = sorted[sorted.length - 1] as string;
  if (earliest === latest) return { kind: 'single', date: latest, unvalued };
  return { kind: 'mixed', latest, earliest, earlierCount: known.filter((date) => date !== latest).length, unvalued };
}
