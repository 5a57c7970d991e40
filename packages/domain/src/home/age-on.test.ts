import { describe, expect, it } from 'vitest';
import { ageOn } from './age-on.js';

describe('ageOn', () => {
  it('counts whole years completed: born 1990-06-15 is 35 on 2025-06-15 and 34 the day before', () => {
    expect(ageOn('1990-06-15', '2025-06-15')).toBe(35);
    expect(ageOn('1990-06-15', '2025-06-14')).toBe(34);
  });

  it('reaches a 29 February birthday on 1 March in other years, on 29 February in leap years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('never decreases from one day to the next (every day of 2024–2026 for three birthdays)', () => {
    for (const born of ['1960-01-01', '1980-02-29', '2000-12-31']) {
      let previous = -1;
      for (let t = Date.UTC(2024, 0, 1); t <= Date.UTC(2026, 11, 31); t += 86_400_000) {
        const age = ageOn(born, new Date(t).toISOString().slice(0, 10));
        expect(age === previous || age === previous + 1 || previous === -1).toBe(true);
        previous = age;
      }
    }
  });
});
