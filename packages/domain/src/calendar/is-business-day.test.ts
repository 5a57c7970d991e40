import { describe, expect, it } from 'vitest';
import { isBusinessDay } from './is-business-day.js';
import { lastBusinessDayOnOrBefore } from './last-business-day-on-or-before.js';

describe('business days', () => {
  it('are weekdays that are not public holidays of the channel', () => {
    expect(isBusinessDay('2025-06-20', 'NZ')).toBe(false); // Matariki
    expect(isBusinessDay('2025-06-20', 'AU')).toBe(true); // no Matariki in NSW
    expect(isBusinessDay('2025-06-09', 'AU')).toBe(false); // King's Birthday, second Monday of June (NSW)
    expect(isBusinessDay('2025-06-09', 'NZ')).toBe(true); // NZ's was the first Monday, 2 June
    expect(isBusinessDay('2025-06-21', 'NZ')).toBe(false); // a Saturday
    expect(isBusinessDay('2025-06-23', 'NZ')).toBe(true);
  });

  it('treats a Mondayised holiday as the holiday and the weekend day as a weekend (Anzac Day 2026, NZ)', () => {
    expect(isBusinessDay('2026-04-27', 'NZ')).toBe(false);
    expect(isBusinessDay('2026-04-28', 'NZ')).toBe(true);
  });
});

describe('last business day on or before (spec 001 §5: a weekend or holiday takes the last prior business day)', () => {
  it('keeps a business day', () => {
    expect(lastBusinessDayOnOrBefore('2025-03-14', 'NZ')).toBe('2025-03-14');
  });

  it('goes back over Easter to the Thursday before Good Friday', () => {
    // Easter 2025: Good Friday 18 April, Easter Monday 21 April → Thursday 17 April.
    expect(lastBusinessDayOnOrBefore('2025-04-21', 'NZ')).toBe('2025-04-17');
    expect(lastBusinessDayOnOrBefore('2025-04-21', 'AU')).toBe('2025-04-17');
  });

  it('goes back over Christmas and New Year in NZ (1 and 2 January 2026 are Thursday and Friday)', () => {
    // Sun 4 Jan → Sat 3 → Fri 2 (holiday) → Thu 1 (holiday) → Wed 31 December 2025.
    expect(lastBusinessDayOnOrBefore('2026-01-04', 'NZ')).toBe('2025-12-31');
    // In NSW 2 January is an ordinary Friday.
    expect(lastBusinessDayOnOrBefore('2026-01-04', 'AU')).toBe('2026-01-02');
  });

  it('crosses a year boundary when the first days of the year are holidays and a weekend', () => {
    // 2022: Sat 1, Sun 2, Mon 3 and Tue 4 January are not business days in NZ → Fri 31 December 2021.
    expect(lastBusinessDayOnOrBefore('2022-01-04', 'NZ')).toBe('2021-12-31');
  });
});
