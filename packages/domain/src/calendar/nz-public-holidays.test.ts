import { describe, expect, it } from 'vitest';
import { dayOfWeek } from './iso-date.js';
import { MATARIKI, nzPublicHolidays } from './nz-public-holidays.js';

const datesOf = (year: number) => nzPublicHolidays(year).map((holiday) => holiday.date);

/**
 * Expected dates: Employment New Zealand / govt.nz 'Public holidays and anniversary dates'
 * (national holidays 2024–2026), govt.nz 'Public holidays over Christmas and New Year' for the
 * weekend rule, and the Matariki schedule of Te Kāhui o Matariki Public Holiday Act 2022
 * (as published by the Government on 2 July 2021).
 */
describe('New Zealand public holidays', () => {
  it('lists the eleven national holidays of 2024', () => {
    expect(datesOf(2024)).toEqual([
      '2024-01-01', '2024-01-02', '2024-02-06', '2024-03-29', '2024-04-01', '2024-04-25',
      '2024-06-03', '2024-06-28', '2024-10-28', '2024-12-25', '2024-12-26',
    ]);
  });

  it('lists the eleven national holidays of 2025', () => {
    expect(datesOf(2025)).toEqual([
      '2025-01-01', '2025-01-02', '2025-02-06', '2025-04-18', '2025-04-21', '2025-04-25',
      '2025-06-02', '2025-06-20', '2025-10-27', '2025-12-25', '2025-12-26',
    ]);
  });

  it('Mondayises Anzac Day and Boxing Day in 2026 (Saturday 25 April and Saturday 26 December)', () => {
    expect(datesOf(2026)).toEqual([
      '2026-01-01', '2026-01-02', '2026-02-06', '2026-04-03', '2026-04-06', '2026-04-27',
      '2026-06-01', '2026-07-10', '2026-10-26', '2026-12-25', '2026-12-28',
    ]);
  });

  it('moves New Year to Monday 3 and Tuesday 4 January when 1 January is a Saturday (2022)', () => {
    expect(datesOf(2022).slice(0, 2)).toEqual(['2022-01-03', '2022-01-04']);
  });

  it('moves New Year to Tuesday 3 January when 1 January is a Sunday and 2 January a Monday (2023)', () => {
    expect(datesOf(2023).slice(0, 2)).toEqual(['2023-01-02', '2023-01-03']);
  });

  it('moves Christmas Day to Tuesday 27 December when it is a Sunday and Boxing Day is Monday 26 (2022)', () => {
    expect(datesOf(2022).slice(-2)).toEqual(['2022-12-26', '2022-12-27']);
  });

  it('moves Christmas and Boxing Day to Monday 27 and Tuesday 28 when they fall on a weekend (2027)', () => {
    expect(datesOf(2027).slice(-2)).toEqual(['2027-12-27', '2027-12-28']);
  });

  it('Mondayises Waitangi Day from 2014 but not before', () => {
    // 6 February 2027 is a Saturday → Monday 8 February. 6 February 2011 was a Sunday, before the 2013 Act took effect.
    expect(datesOf(2027)).toContain('2027-02-08');
    expect(datesOf(2011)).not.toContain('2011-02-07');
  });

  it('has no Matariki before 2022 and has the Act’s date afterwards', () => {
    expect(nzPublicHolidays(2021).some((holiday) => holiday.name === 'Matariki')).toBe(false);
    expect(nzPublicHolidays(2023).find((holiday) => holiday.name === 'Matariki')?.date).toBe('2023-07-14');
    expect(nzPublicHolidays(2052).find((holiday) => holiday.name === 'Matariki')?.date).toBe('2052-06-21');
  });

  it("calls the June holiday King's Birthday from 2023 and Queen's Birthday before", () => {
    expect(nzPublicHolidays(2022).find((holiday) => holiday.date === '2022-06-06')?.name).toBe("Queen's Birthday");
    expect(nzPublicHolidays(2023).find((holiday) => holiday.date === '2023-06-05')?.name).toBe("King's Birthday");
  });

  it('includes the one-off Queen Elizabeth II Memorial Day of 26 September 2022', () => {
    expect(datesOf(2022)).toContain('2022-09-26');
  });

  it('has a Matariki date on a Friday for every year of the Act’s schedule, 2022 to 2052', () => {
    const years = Object.keys(MATARIKI).map(Number);
    expect(years).toEqual(Array.from({ length: 31 }, (_, i) => 2022 + i));
    for (const year of years) expect(dayOfWeek(`${year}-${MATARIKI[year]}`)).toBe(5);
  });
});
