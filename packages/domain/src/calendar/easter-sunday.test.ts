import { describe, expect, it } from 'vitest';
import { easterSunday } from './easter-sunday.js';

describe('Easter Sunday (Anonymous Gregorian algorithm, Meeus ch. 8)', () => {
  it('matches the Easter Sundays in the NSW Government public holiday tables for 2024 to 2027', () => {
    // nsw.gov.au/about-nsw/public-holidays (2024–2026) and LGNSW NSW Public Holidays (2027).
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
  });

  it('reaches the extremes of the Gregorian range, 22 March and 25 April', () => {
    // Published: Easter 1818 was on 22 March (the earliest possible), 1943 and 2038 on 25 April (the latest).
    expect(easterSunday(1818)).toBe('1818-03-22');
    expect(easterSunday(1943)).toBe('1943-04-25');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('handles the Meeus worked example years 1991 and 2000', () => {
    // Meeus, Astronomical Algorithms, ch. 8: 1991 → 31 March; 2000 → 23 April.
    expect(easterSunday(1991)).toBe('1991-03-31');
    expect(easterSunday(2000)).toBe('2000-04-23');
  });
});
