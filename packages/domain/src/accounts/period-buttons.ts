import type { PeriodCode } from '../performance/periods.js';

export interface PeriodButton {
  code: PeriodCode;
  label: string;
}

const ACCOUNT_PERIODS: readonly PeriodButton[] = [
  { code: 'ONE_YEAR', label: '1 year' },
  { code: 'THREE_YEARS', label: '3 years' },
  { code: 'FIVE_YEARS', label: '5 years' },
  { code: 'SINCE_INCEPTION', label: 'Since inception' },
  { code: 'CUSTOM', label: 'Custom' },
];

const PORTFOLIO_EXTRA_PERIODS: readonly PeriodButton[] = [
  { code: 'ONE_MONTH', label: '1 month' },
  { code: 'THREE_MONTHS', label: '3 months' },
  { code: 'SIX_MONTHS', label: '6 months' },
];

/**
 * The period buttons of a performance block (spec 001 §4): last year, 3 years, 5 years, since
 * inception and a custom range; the portfolio (wealth-management) performance summary adds last
 * month, 3 months and 6 months in front of them.
 */
export function periodButtons(block: 'account' | 'portfolio'): readonly PeriodButton[] {
  return block === 'portfolio' ? [...PORTFOLIO_EXTRA_PERIODS, ...ACCOUNT_PERIODS] : ACCOUNT_PERIODS;
}
