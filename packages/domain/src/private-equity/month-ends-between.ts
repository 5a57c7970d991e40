import { addDays, type IsoDate } from '../calendar/iso-date.js';

/**
 * The calendar month ends from `from` to `to`, both inclusive, oldest first: the dates a private-
 * equity custom valuation may be asked for (spec 001 §5: between signup and the balance date, month
 * ends only). Empty when `to` is before the first month end on or after `from`.
 */
export function monthEndsBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const monthEnds: IsoDate[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  for (;;) {
    const firstOfNext = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    const monthEnd = addDays(firstOfNext, -1);
    if (monthEnd > to) return monthEnds;
    if (monthEnd >= from) monthEnds.push(monthEnd);
    year = Number(firstOfNext.slice(0, 4));
    month = Number(firstOfNext.slice(5, 7));
  }
}
