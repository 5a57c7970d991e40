import { easterSunday } from './easter-sunday.js';
import { addDays, isoDate, isWeekend, nthWeekdayOfMonth } from './iso-date.js';
import { mondayised, observedTogether } from './observed-holidays.js';
import type { PublicHoliday } from './public-holiday.js';

/**
 * Matariki, from the schedule of Te Kāhui o Matariki Public Holiday Act 2022 (always a Friday;
 * dates after 2052 are to be set by Order in Council, so none are assumed here).
 */
export const MATARIKI: Readonly<Record<number, string>> = {
  2022: '06-24', 2023: '07-14', 2024: '06-28', 2025: '06-20', 2026: '07-10', 2027: '06-25',
  2028: '07-14', 2029: '07-06', 2030: '06-21', 2031: '07-11', 2032: '07-02', 2033: '06-24',
  2034: '07-07', 2035: '06-29', 2036: '07-18', 2037: '07-10', 2038: '06-25', 2039: '07-15',
  2040: '07-06', 2041: '07-19', 2042: '07-11', 2043: '07-03', 2044: '06-24', 2045: '07-07',
  2046: '06-29', 2047: '07-19', 2048: '07-03', 2049: '06-25', 2050: '07-15', 2051: '06-30',
  2052: '06-21',
};

/** One-off national holidays declared by their own Acts. */
const ONE_OFF: readonly PublicHoliday[] = [
  // Queen Elizabeth II Memorial Day Act 2022
  { date: '2022-09-26', name: 'Queen Elizabeth II Memorial Day' },
];

/**
 * New Zealand's national public holidays (Holidays Act 2003 s 44) as observed by a Monday-to-Friday
 * business such as a fund registry. Regional anniversary days are left out: they are not national.
 */
export function nzPublicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const day = (month: number, dayOfMonth: number) => isoDate(year, month, dayOfMonth);
  // Holidays (Full Recognition of Waitangi Day and ANZAC Day) Amendment Act 2013: Mondayised from 2014.
  const fromMondayisation = (holiday: PublicHoliday) => (year >= 2014 ? mondayised(holiday) : holiday);
  const holidays: PublicHoliday[] = [
    ...observedTogether([
      { date: day(1, 1), name: "New Year's Day" },
      { date: day(1, 2), name: "Day after New Year's Day" },
    ]),
    fromMondayisation({ date: day(2, 6), name: 'Waitangi Day' }),
    { date: addDays(easter, -2), name: 'Good Friday' },
    { date: addDays(easter, 1), name: 'Easter Monday' },
    fromMondayisation({ date: day(4, 25), name: 'Anzac Day' }),
    { date: nthWeekdayOfMonth(year, 6, 1, 1), name: year >= 2023 ? "King's Birthday" : "Queen's Birthday" },
    { date: nthWeekdayOfMonth(year, 10, 1, 4), name: 'Labour Day' },
    ...observedTogether([
      { date: day(12, 25), name: 'Christmas Day' },
      { date: day(12, 26), name: 'Boxing Day' },
    ]),
    ...ONE_OFF.filter((holiday) => holiday.date.startsWith(`${year}-`)),
  ];
  const matariki = MATARIKI[year];
  if (matariki) holidays.push({ date: `${year}-${matariki}`, name: 'Matariki' });
  return holidays.filter((holiday) => !isWeekend(holiday.date)).sort((a, b) => a.date.localeCompare(b.date));
}
