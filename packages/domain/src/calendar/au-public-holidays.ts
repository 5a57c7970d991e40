import { easterSunday } from './easter-sunday.js';
import { addDays, isoDate, isWeekend, nthWeekdayOfMonth } from './iso-date.js';
import { mondayised, observedTogether } from './observed-holidays.js';
import type { PublicHoliday } from './public-holiday.js';

/**
 * Monday holidays after a weekend Anzac Day, declared for those years only by the Public Holidays
 * Amendment (Anzac Day) Order 2026 (NSW). In other years NSW has no weekday holiday for it.
 */
const ANZAC_ADDITIONAL_DAY: Readonly<Record<number, string>> = { 2026: '2026-04-27', 2027: '2027-04-26' };

const ONE_OFF: readonly PublicHoliday[] = [
  { date: '2022-09-22', name: 'National Day of Mourning for Queen Elizabeth II' },
];

/**
 * The public holidays of the Australian portal's registry (Sydney: national days plus NSW, Public
 * Holidays Act 2010 (NSW)) that fall on business days. Easter Saturday and Sunday are public
 * holidays in NSW but never business days, so they are not listed; the NSW Bank Holiday (first
 * Monday in August) is not a declared public holiday and is not listed either.
 */
export function auPublicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const day = (month: number, dayOfMonth: number) => isoDate(year, month, dayOfMonth);
  const holidays: PublicHoliday[] = [
    ...observedTogether([{ date: day(1, 1), name: "New Year's Day" }]),
    // Public Holidays Act 2010 (NSW): a weekend Australia Day moves to the Monday.
    mondayised({ date: day(1, 26), name: 'Australia Day' }),
    { date: addDays(easter, -2), name: 'Good Friday' },
    { date: addDays(easter, 1), name: 'Easter Monday' },
    { date: day(4, 25), name: 'Anzac Day' },
    { date: nthWeekdayOfMonth(year, 6, 1, 2), name: year >= 2023 ? "King's Birthday" : "Queen's Birthday" },
    { date: nthWeekdayOfMonth(year, 10, 1, 1), name: 'Labour Day' },
    ...observedTogether([
      { date: day(12, 25), name: 'Christmas Day' },
      { date: day(12, 26), name: 'Boxing Day' },
    ]),
    ...ONE_OFF.filter((holiday) => holiday.date.startsWith(`${year}-`)),
  ];
  const anzacAdditional = ANZAC_ADDITIONAL_DAY[year];
  if (anzacAdditional) holidays.push({ date: anzacAdditional, name: 'Anzac Day (additional day)' });
  return holidays.filter((holiday) => !isWeekend(holiday.date)).sort((a, b) => a.date.localeCompare(b.date));
}
