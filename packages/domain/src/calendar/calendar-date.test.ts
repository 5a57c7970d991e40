import { describe, expect, it } from 'vitest';
import { isAcceptedDate, isCalendarDate } from './calendar-date.js';

// The Gregorian leap-year rule (a year divisible by 4 is a leap year, except centuries not divisible
// by 400): e.g. US Naval Observatory, "Leap Years", and ISO 8601-1:2019 §4.3.
describe('a calendar date as yyyy-mm-dd', () => {
  it('accepts days that exist', () => {
    for (const date of ['2024-02-29', '2000-02-29', '2023-12-31', '2024-04-30', '1900-01-01', '2100-12-31']) {
      expect(isCalendarDate(date), date).toBe(true);
    }
  });

  it('refuses days that do not exist (issue 9 item 3: 2024-02-30 answered 500)', () => {
    for (const date of ['2024-02-30', '2023-02-29', '1900-02-29', '2100-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00', '2024-01-32']) {
      expect(isCalendarDate(date), date).toBe(false);
    }
  });

  it('refuses other shapes, including digits from other scripts', () => {
    for (const text of ['2024-2-01', '20240201', '2024-02-01T00:00:00Z', ' 2024-02-01', '２０２４-０２-０１', '٢٠٢٤-٠٢-٠١', '']) {
      expect(isCalendarDate(text), text).toBe(false);
    }
  });

  it('keeps accepted dates between 1900 and 2100', () => {
    expect(isAcceptedDate('0001-01-01')).toBe(false);
    expect(isAcceptedDate('9999-12-31')).toBe(false);
    expect(isAcceptedDate('1899-12-31')).toBe(false);
    expect(isAcceptedDate('2101-01-01')).toBe(false);
    expect(isAcceptedDate('2026-11-24')).toBe(true);
  });
});
