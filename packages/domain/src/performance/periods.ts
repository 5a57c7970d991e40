import { addDays, isLastDayOfMonth, startOfMonth, subMonths } from 'date-fns';
import { formatIsoDate, parseIsoDate } from '../calendar/iso-date.js';

/**
 * The period buttons (spec 001 §4): last year, 3 years, 5 years, since inception and a custom
 * range on every performance block; the portfolio screen adds last month, 3 months and 6 months.
 * ONE_MONTH is the spec's own code (001 §9); the others follow it.
 */
export const PERIOD_CODES = [
  'ONE_MONTH',
  'THREE_MONTHS',
  'SIX_MONTHS',
  'ONE_YEAR',
  'THREE_YEARS',
  'FIVE_YEARS',
  'SINCE_INCEPTION',
  'CUSTOM',
] as const;
export type PeriodCode = (typeof PERIOD_CODES)[number];
export type FixedLengthPeriod = Exclude<PeriodCode, 'SINCE_INCEPTION' | 'CUSTOM'>;

export const PERIOD_MONTHS: Record<FixedLengthPeriod, number> = {
  ONE_MONTH: 1,
  THREE_MONTHS: 3,
  SIX_MONTHS: 6,
  ONE_YEAR: 12,
  THREE_YEARS: 36,
  FIVE_YEARS: 60,
};

/** Both dates inclusive; the opening value is the close of the day before `from`. */
export interface DateRange {
  from: string;
  to: string;
}

/**
 * The dates of a button's period ending on `endDate`. A period ending on a month end covers whole
 * months (1 year to 30 June 2024 is 1 July 2023 – 30 June 2024; to 29 February 2024 it starts on
 * 1 March 2023); otherwise it starts the day after the same date N months earlier (1 year to
 * 15 June 2024 starts 16 June 2023). Since inception starts on the signup date. The range is not
 * clipped to signup: a button whose period starts before signup is disabled instead.
 */
export function periodRange(period: Exclude<PeriodCode, 'CUSTOM'>, endDate: string, signupDate: string): DateRange {
  if (period === 'SINCE_INCEPTION') return { from: signupDate, to: endDate };
  const end = parseIsoDate(endDate);
  const months = PERIOD_MONTHS[period];
  const start = isLastDayOfMonth(end) ? startOfMonth(subMonths(end, months - 1)) : addDays(subMonths(end, months), 1);
  return { from: formatIsoDate(start), to: endDate };
}

/**
 * spec 001 §4: a button is enabled when signup is at least 1, 3 or 5 years (or 1, 3 or 6 months)
 * before `asAt`. Since inception and custom are always enabled. (Disabling every button while a
 * request runs is screen state, not a rule of the period.)
 */
export function isPeriodEnabled(period: PeriodCode, signupDate: string, asAt: string): boolean {
  if (period === 'SINCE_INCEPTION' || period === 'CUSTOM') return true;
  return signupDate <= formatIsoDate(subMonths(parseIsoDate(asAt), PERIOD_MONTHS[period]));
}

/**
 * spec 001 §4: since inception is the default; the performance block defaults to one year instead
 * when signup is over a year ago. The by-fund block always starts on since inception.
 */
export function defaultPeriod(block: 'performance' | 'by-fund', signupDate: string, asAt: string): PeriodCode {
  if (block === 'performance' && signupDate < formatIsoDate(subMonths(parseIsoDate(asAt), 12))) return 'ONE_YEAR';
  return 'SINCE_INCEPTION';
}
