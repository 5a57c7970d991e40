import { describe, expect, it } from 'vitest';
import { auPublicHolidays } from './au-public-holidays.js';

const datesOf = (year: number) => auPublicHolidays(year).map((holiday) => holiday.date);

/**
 * Expected dates: NSW Government 'NSW public holidays' (nsw.gov.au/about-nsw/public-holidays,
 * 2024–2026) and Local Government NSW 'NSW Public Holidays' (2026–2027, including the additional
 * Anzac Day Mondays of the Public Holidays Amendment (Anzac Day) Order 2026). Weekend holidays
 * (Easter Saturday and Sunday, a weekend Anzac Day) are not business days and so are not listed.
 */
describe('Australian (NSW) public holidays on business days', () => {
  it('lists the 2024 holidays', () => {
    expect(datesOf(2024)).toEqual([
      '2024-01-01', '2024-01-26', '2024-03-29', '2024-04-01', '2024-04-25',
      '2024-06-10', '2024-10-07', '2024-12-25', '2024-12-26',
    ]);
  });

  it('moves Australia Day 2025 from Sunday 26 to Monday 27 January', () => {
    expect(datesOf(2025)).toEqual([
      '2025-01-01', '2025-01-27', '2025-04-18', '2025-04-21', '2025-04-25',
      '2025-06-09', '2025-10-06', '2025-12-25', '2025-12-26',
    ]);
  });

  it('adds Monday 27 April 2026 for Anzac Day and Monday 28 December 2026 for Boxing Day', () => {
    expect(datesOf(2026)).toEqual([
      '2026-01-01', '2026-01-26', '2026-04-03', '2026-04-06', '2026-04-27',
      '2026-06-08', '2026-10-05', '2026-12-25', '2026-12-28',
    ]);
  });

  it('adds Monday 27 and Tuesday 28 December 2027 for a weekend Christmas and Boxing Day', () => {
    expect(datesOf(2027)).toEqual([
      '2027-01-01', '2027-01-26', '2027-03-26', '2027-03-29', '2027-04-26',
      '2027-06-14', '2027-10-04', '2027-12-27', '2027-12-28',
    ]);
  });

  it('gives no weekday holiday for a weekend Anzac Day outside the 2026–2027 Order (2020, a Saturday)', () => {
    expect(datesOf(2020)).not.toContain('2020-04-27');
  });

  it('moves New Year’s Day 2022 from Saturday to Monday 3 January', () => {
    expect(datesOf(2022)[0]).toBe('2022-01-03');
  });
});
