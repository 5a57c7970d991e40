import { parseIsoDate } from '../calendar/iso-date.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface DistributionPeriod {
  /** yyyy-mm-dd, as configured. */
  start: string;
  end: string;
}

/**
 * spec 000 §2.3 'Important Message' and §9: 'annual distribution 1 to 21 July delays pricing,
 * valuations and withdrawals', with the dates the notice was configured with, so a period set in
 * another month never names July (issue 9 item 19).
 */
export function distributionMessage(period: DistributionPeriod): string {
  const when = period.start === period.end ? `on ${periodText(period)}` : `from ${periodText(period)}`;
  return `Our annual distribution runs ${when}. During this time pricing, valuations and withdrawals are delayed.`;
}

/** '1 to 21 July'; '28 June to 12 July'; '29 December 2026 to 12 January 2027' across a new year. */
export function periodText({ start, end }: DistributionPeriod): string {
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  const day = (date: Date) => String(date.getUTCDate());
  const month = (date: Date) => MONTHS[date.getUTCMonth()]!;
  const year = (date: Date) => String(date.getUTCFullYear());
  if (year(from) !== year(to)) return `${day(from)} ${month(from)} ${year(from)} to ${day(to)} ${month(to)} ${year(to)}`;
  if (month(from) !== month(to)) return `${day(from)} ${month(from)} to ${day(to)} ${month(to)}`;
  if (start === end) return `${day(from)} ${month(from)}`;
  return `${day(from)} to ${day(to)} ${month(to)}`;
}
