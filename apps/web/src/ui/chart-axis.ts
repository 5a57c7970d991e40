import { MINUS_SIGN } from '@tasman/domain/format/percent';
import { numberFormat } from '@/lib/number-format';

/**
 * Chart axes from the data's own range (issue 9 item 14): value ticks on "nice" numbers with no
 * label repeated ('$1.9M, $1.9M' was two ticks rounded to one label), and date ticks whose label
 * says what the span needs: days for a short range ('12 Oct'), months for a longer one
 * ('Oct 2026'), years for a very long one ('2026'). Pure functions, so the charts only draw.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Evenly spaced ticks covering [min, max] on a step of 1, 2, 2.5 or 5 × 10^k (Heckbert, "Nice
 * numbers for graph labels", Graphics Gems, 1990), at most `maxTicks` of them, the first at or
 * below min and the last at or above max. A flat series gets ticks around its one value.
 */
export function niceTicks(min: number, max: number, maxTicks = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  let low = Math.min(min, max);
  let high = Math.max(min, max);
  if (low === high) {
    const pad = low === 0 ? 1 : Math.abs(low) * 0.01;
    low -= pad;
    high += pad;
  }
  const intervals = Math.max(1, maxTicks - 1);
  let step = niceStep((high - low) / intervals);
  for (;;) {
    const first = Math.floor(low / step) * step;
    const last = Math.ceil(high / step) * step;
    const count = Math.round((last - first) / step) + 1;
    if (count <= maxTicks) {
      return Array.from({ length: count }, (_, index) => cleanFloat(first + index * step));
    }
    step = niceStep(step * 1.01);
  }
}

/** The smallest 1, 2, 2.5 or 5 × 10^k at or above `rough`. */
function niceStep(rough: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  for (const factor of [1, 2, 2.5, 5, 10]) {
    const step = factor * magnitude;
    if (step >= rough * (1 - 1e-9)) return cleanFloat(step);
  }
  return 10 * magnitude;
}

/** 0.30000000000000004 → 0.3: ticks are printed, so binary noise must not reach the label. */
function cleanFloat(value: number): number {
  return Number(value.toPrecision(12));
}

/**
 * Labels for value ticks in the portal's currency, abbreviated one way everywhere ('$950K',
 * '$1.25M': Intl's compact notation for the locale), with the fewest decimals that keep every
 * label different from its neighbours.
 */
export function compactMoneyLabeller(
  ticks: readonly number[],
  locale: string,
  currency: string,
): (value: number) => string {
  for (let decimals = 0; decimals <= 3; decimals += 1) {
    const format = compactMoney(locale, currency, decimals);
    const labels = ticks.map((tick) => format(tick));
    if (new Set(labels).size === labels.length) return format;
  }
  return compactMoney(locale, currency, 3);
}

function compactMoney(locale: string, currency: string, decimals: number): (value: number) => string {
  const format = numberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: decimals,
  });
  return (value) => withMinusSign(format.format(value));
}

/** Intl writes a hyphen-minus; every figure we print uses U+2212 (issue 9 item 19). */
function withMinusSign(text: string): string {
  return text.replace('-', MINUS_SIGN);
}

export type DateTickUnit = 'day' | 'month' | 'year';

export interface DateAxis {
  /** Dates of the data (yyyy-mm-dd) to put a label under, in order, none repeated. */
  ticks: string[];
  unit: DateTickUnit;
  format: (isoDate: string) => string;
}

/** Under about three months labels are days; up to about four years, months; beyond, years. */
const DAY_SPAN_LIMIT = 92;
const MONTH_SPAN_LIMIT = 4 * 366;

/** The days between two yyyy-mm-dd dates, read as calendar dates (no time zone can move them). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function dateTickUnit(first: string, last: string): DateTickUnit {
  const span = daysBetween(first, last);
  if (span <= DAY_SPAN_LIMIT) return 'day';
  if (span <= MONTH_SPAN_LIMIT) return 'month';
  return 'year';
}

/** '2026-10-12' as '12 Oct' (day), 'Oct 2026' (month) or '2026' (year). */
export function formatDateTick(isoDate: string, unit: DateTickUnit): string {
  const year = isoDate.slice(0, 4);
  const month = MONTHS[Number(isoDate.slice(5, 7)) - 1] ?? '';
  if (unit === 'year') return year;
  if (unit === 'month') return `${month} ${year}`;
  return `${Number(isoDate.slice(8, 10))} ${month}`;
}

function bucketOf(isoDate: string, unit: DateTickUnit): string {
  return unit === 'year' ? isoDate.slice(0, 4) : unit === 'month' ? isoDate.slice(0, 7) : isoDate;
}

/** Steps a label may take, in units: calendar-aligned for months and years, so labels are even. */
const STEPS: Record<DateTickUnit, readonly number[]> = {
  day: [1, 2, 3, 7, 14, 28],
  month: [1, 2, 3, 6, 12],
  year: [1, 2, 5, 10, 20, 50],
};

/** A bucket's number: days since 1970, months since year 0, or the year. */
function bucketNumber(isoDate: string, unit: DateTickUnit): number {
  const year = Number(isoDate.slice(0, 4));
  if (unit === 'year') return year;
  if (unit === 'month') return year * 12 + Number(isoDate.slice(5, 7)) - 1;
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
}

/**
 * The date axis of a series of points (dates in order): the unit by the span, then the first
 * date of each day, month or year on the smallest calendar step (every month, 2, 3 or 6 months
 * from January; every year, 2, 5 or 10 years) that gives at most `maxTicks` labels. A month or
 * year the data enters part-way is left out when whole ones follow. Each label names a different
 * day, month or year, so none repeats.
 */
export function dateAxis(dates: readonly string[], maxTicks = 6): DateAxis {
  const first = dates[0];
  const last = dates.at(-1);
  if (first === undefined || last === undefined) return { ticks: [], unit: 'day', format: (date) => date };
  const unit = dateTickUnit(first, last);
  const starts: string[] = [];
  let previous = '';
  for (const date of dates) {
    const bucket = bucketOf(date, unit);
    if (bucket !== previous) starts.push(date);
    previous = bucket;
  }
  const partial = unit !== 'day' && starts.length > 2 && !isBucketStart(first, unit);
  const whole = partial ? starts.slice(1) : starts;
  // Days step from the first one; months and years from the calendar's own (January, 2020, ...).
  const origin = unit === 'day' ? bucketNumber(first, unit) : 0;
  for (const step of STEPS[unit]) {
    const ticks = whole.filter((date) => (bucketNumber(date, unit) - origin) % step === 0);
    if (ticks.length <= maxTicks) return { ticks, unit, format: (date) => formatDateTick(date, unit) };
  }
  const every = Math.ceil(whole.length / Math.max(1, maxTicks));
  const ticks = whole.filter((_, index) => index % every === 0);
  return { ticks, unit, format: (date) => formatDateTick(date, unit) };
}

function isBucketStart(isoDate: string, unit: DateTickUnit): boolean {
  const day = isoDate.slice(8, 10);
  if (unit === 'month') return day <= '03'; // the first business day of a month
  return isoDate.slice(5, 7) === '01' && day <= '05';
}
