/** spec 000 §3 'Account … edosProgress (JSON text with currentPage and submitted)'. */
export interface EdosProgress {
  currentPage: number;
  submitted: boolean;
}

/** spec 000 §9 'Account opening about 2 to 3 business days'. */
export const ACCOUNT_OPENING_ESTIMATE = 'about 2 to 3 business days';

export type WealthApplicationStatus = { kind: 'submitted' } | { kind: 'continue'; currentPage: number };

/**
 * spec 000 §4 'Wealth management application': once edosProgress says submitted, a thank-you;
 * otherwise Continue to the saved page (the first page when nothing is saved yet). The card
 * appears only when info-required items exist: null otherwise.
 */
export function wealthApplicationStatus(edosProgress: EdosProgress | null, infoRequiredCount: number): WealthApplicationStatus | null {
  if (infoRequiredCount <= 0) return null;
  if (edosProgress?.submitted) return { kind: 'submitted' };
  return { kind: 'continue', currentPage: Math.max(1, Math.trunc(edosProgress?.currentPage ?? 1)) };
}
