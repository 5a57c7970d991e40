const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A 'yyyy-mm-dd' date as the fund pages show it, 'dd MMMM y' (spec 001 §9): '2024-06-05' →
 * '05 June 2024'. Read from the text, never through Date, like ui/date-text, so no time zone moves it.
 */
export function formatFundDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`Not a yyyy-mm-dd date: ${isoDate}`);
  return `${match[3]} ${month} ${match[1]}`;
}

/** A chart axis date, 'MMM yy': '2024-06-05' → 'Jun 24'. */
export function formatAxisDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${month.slice(0, 3)} ${isoDate.slice(2, 4)}`;
}

/** A unit price in the portal's currency to 4 decimals (spec 001 §9: unit price 4). */
export function formatUnitPrice(price: number, locale: string, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(price);
}
