import { describe, expect, it } from 'vitest';
import { compositeBenchmarkReturn, returnDifference } from './value-of-advice.js';

describe('compositeBenchmarkReturn', () => {
  it('weights each benchmark by the fund value at the start: 60,000 at +10 % and 40,000 at +5 % is +8 %', () => {
    // (60,000 × 0.10 + 40,000 × 0.05) / 100,000 = (6,000 + 2,000) / 100,000 = 0.08
    const result = compositeBenchmarkReturn([
      { openingValue: 60_000, benchmarkReturn: 0.1 },
      { openingValue: 40_000, benchmarkReturn: 0.05 },
    ]);
    expect(result.cumulativeReturn).toBeCloseTo(0.08, 12);
    expect(result.coverage).toBe(1);
  });

  it('leaves funds without a benchmark out of the weights and reports the coverage', () => {
    // 75,000 covered of 100,000; the composite is the covered fund's own 4 %.
    const result = compositeBenchmarkReturn([
      { openingValue: 75_000, benchmarkReturn: 0.04 },
      { openingValue: 25_000, benchmarkReturn: null },
    ]);
    expect(result.cumulativeReturn).toBeCloseTo(0.04, 12);
    expect(result.coverage).toBe(0.75);
  });

  it('is null when nothing has a benchmark or nothing was held', () => {
    expect(compositeBenchmarkReturn([{ openingValue: 10, benchmarkReturn: null }]).cumulativeReturn).toBeNull();
    expect(compositeBenchmarkReturn([]).cumulativeReturn).toBeNull();
  });

  it('lies between the lowest and highest benchmark return (random portfolios)', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    for (let run = 0; run < 200; run++) {
      const holdings = Array.from({ length: 1 + Math.floor(next() * 6) }, () => ({ openingValue: next() * 100_000, benchmarkReturn: next() * 0.4 - 0.2 }));
      const { cumulativeReturn } = compositeBenchmarkReturn(holdings);
      const returns = holdings.map((h) => h.benchmarkReturn);
      expect(cumulativeReturn!).toBeGreaterThanOrEqual(Math.min(...returns) - 1e-12);
      expect(cumulativeReturn!).toBeLessThanOrEqual(Math.max(...returns) + 1e-12);
    }
  });
});

describe('returnDifference', () => {
  it('is portfolio − benchmark in percentage points, to 2 decimals: 9.87 − 8.12 = 1.75', () => {
    expect(returnDifference(9.87, 8.12)).toBe(1.75);
    expect(returnDifference(-2, 1.5)).toBe(-3.5);
  });
  it('is null when either return is unknown', () => {
    expect(returnDifference(null, 1)).toBeNull();
    expect(returnDifference(1, null)).toBeNull();
  });
});
