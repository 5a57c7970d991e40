import type { IsoDate } from '../calendar/iso-date.js';

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/**
 * The first and last day of a date's month, and the same day `months` months away (clamped to that
 * month's last day, so 31 March less one month is 28 or 29 February). Plain text arithmetic on
 * 'yyyy-mm-dd': no time zone can shift a day.
 */
export const monthEdges = {
  start(date: IsoDate): IsoDate {
    return `${date.slice(0, 7)}-01`;
  },
  end(date: IsoDate): IsoDate {
    const year = Number(date.slice(0, 4));
    const month = Number(date.slice(5, 7));
    return `${date.slice(0, 7)}-${pad(daysInMonth(year, month))}`;
  },
  addMonths(date: IsoDate, months: number): IsoDate {
    const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const day = Math.min(Number(date.slice(8, 10)), daysInMonth(year, month));
    return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  },
};
