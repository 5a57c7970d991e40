import { describe, expect, it } from 'vitest';
import { GROWTH_BASE, growthOf10000 } from './growth-of-10000.js';

describe('growth of 10,000 (spec 001 §9: growth base 10,000)', () => {
  it('rebases a benchmark ReturnIndex to 10,000 at its first close', () => {
    // Hand-computed: 1,000 → 1,050 is +5 % (10,500.00); → 1,102.5 is +10.25 % (11,025.00);
    // → 987.654321 is −1.2345679 % (9,876.54).
    const growth = growthOf10000([
      { date: '2024-01-02', value: 1000 },
      { date: '2024-01-03', value: 1050 },
      { date: '2024-01-04', value: 1102.5 },
      { date: '2024-01-05', value: 987.654321 },
    ]);
    expect(GROWTH_BASE).toBe(10000);
    expect(growth).toEqual([
      { date: '2024-01-02', value: 10000 },
      { date: '2024-01-03', value: 10500 },
      { date: '2024-01-04', value: 11025 },
      { date: '2024-01-05', value: 9876.54 },
    ]);
  });

  it('gives nothing for an empty series', () => {
    expect(growthOf10000([])).toEqual([]);
  });
});
