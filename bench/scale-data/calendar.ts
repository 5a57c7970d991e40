import { isBusinessDay } from '@tasman/domain/calendar/is-business-day';
import { addDays } from '@tasman/domain/calendar/iso-date';

/** One calendar month of the data set, as indexes into the business days. */
export interface MonthSlot {
  year: number;
  month: number;
  /** First business day on or after the 15th: when regular contributions arrive. */
  contribution: number;
  /** Last business day of the month: fees, interest, PIE tax (March). */
  end: number;
}

export interface BenchCalendar {
  /** NZ business days, 'yyyy-mm-dd', oldest first. */
  days: string[];
  months: MonthSlot[];
  /** Month slot of each business day. */
  monthOf: Int32Array;
}

/** NZ business days (the domain's holiday rules) from `years` years before `end` to `end`. */
export function buildCalendar(end: string, years: number): BenchCalendar {
  const start = `${Number(end.slice(0, 4)) - years}${end.slice(4)}`;
  const days: string[] = [];
  for (let day = addDays(start, 1); day <= end; day = addDays(day, 1)) if (isBusinessDay(day, 'NZ')) days.push(day);

  const months: MonthSlot[] = [];
  const monthOf = new Int32Array(days.length);
  days.forEach((day, i) => {
    const year = Number(day.slice(0, 4));
    const month = Number(day.slice(5, 7));
    let slot = months[months.length - 1];
    if (!slot || slot.year !== year || slot.month !== month) {
      slot = { year, month, contribution: -1, end: i };
      months.push(slot);
    }
    if (slot.contribution < 0 && Number(day.slice(8, 10)) >= 15) slot.contribution = i;
    slot.end = i;
    monthOf[i] = months.length - 1;
  });
  // The last month may stop before the 15th: no contribution day in it.
  return { days, months, monthOf };
}

/** Index of the first business day on or after a date (days.length when none). */
export function dayOnOrAfter(calendar: BenchCalendar, date: string): number {
  let low = 0;
  let high = calendar.days.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((calendar.days[middle] as string) < date) low = middle + 1;
    else high = middle;
  }
  return low;
}
