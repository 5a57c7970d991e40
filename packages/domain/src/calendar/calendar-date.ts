/**
 * The dates the portal accepts from a caller: 'yyyy-mm-dd', a day that exists in the Gregorian
 * calendar (no 30 February, no 31 April, 29 February only in leap years), between 1900 and 2100.
 * The bounds are ours: the oldest client's date of birth and the longest projection fit inside
 * them, and the date arithmetic downstream (UTC day numbers, PostgreSQL `date`) is exact there.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2100-12-31';

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days in a month of the proleptic Gregorian calendar (leap rule: divisible by 4, not by 100 unless by 400). */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when the text is 'yyyy-mm-dd' and names a day that exists. */
export function isCalendarDate(text: string): boolean {
  const match = SHAPE.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** True when the date is a calendar date inside the portal's bounds (ISO dates sort as text). */
export function isAcceptedDate(text: string): boolean {
  return isCalendarDate(text) && text >= EARLIEST_DATE && text <= LATEST_DATE;
}
