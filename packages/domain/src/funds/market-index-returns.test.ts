import { describe, expect, it } from 'vitest';
import { marketIndexReturns, returnsMonthEnd } from './market-index-returns.js';

describe('the month end fund returns are measured to', () => {
  it('is the end of the latest price month when prices reach its last business day', () => {
    // 30 June 2024 is a Sunday: Friday 28 June is the last business day.
    expect(returnsMonthEnd('2024-06-28', 'NZ')).toBe('2024-06-30');
    expect(returnsMonthEnd('2025-12-31', 'NZ')).toBe('2025-12-31');
  });

  it('is the end of the month before otherwise', () => {
    expect(returnsMonthEnd('2026-11-20', 'NZ')).toBe('2026-10-31');
    expect(returnsMonthEnd('2024-03-01', 'AU')).toBe('2024-02-29');
  });
});

describe('fund returns for the market index returns table (spec 001 §3 MonMarketIndexReturns)', () => {
  // Month-end levels of a fund (on or before each month end), measured to 31 December 2025.
  const index = [
    { date: '2020-12-31', value: 80 },
    { date: '2022-12-30', value: 100 }, // 31 December 2022 is a Saturday
    { date: '2023-12-29', value: 105 },
    { date: '2024-12-31', value: 126 },
    { date: '2025-06-30', value: 150 },
    { date: '2025-09-30', value: 175 },
    { date: '2025-11-28', value: 180 },
    { date: '2025-12-31', value: 189 },
  ];
  const returns = marketIndexReturns(index, '2025-12-31', '2020-12-31');

  it('annualises three years geometrically: 5 %, 20 % and 50 % a year is 23.6 % p.a. (mathaholic.com example)', () => {
    // Published example (http://www.mathaholic.com/?p=1458): "What if an investment returned 5%, 20%,
    // and 50% over three years? … ∛(1.05 × 1.20 × 1.50) − 1 = .236". Here 100 → 105 → 126 → 189 over
    // 31 Dec 2022 – 31 Dec 2025. Years are counted in days (365 a year), and these three hold 29 February
    // 2024, so the exponent is 365/1096 rather than 1/3: 1.89^(365/1096) − 1 = 23.61 %, still the
    // published 23.6 % to its one decimal.
    expect(returns.Y3).toBeCloseTo(23.6, 1);
    expect(returns.Y3).toBeCloseTo((Math.pow(1.89, 365 / 1096) - 1) * 100, 4);
  });

  it('gives the 1, 3 and 6 month and 1 year returns cumulatively', () => {
    // M1: 189 / 180 − 1 = 5 %; M3: 189 / 175 − 1 = 8 %; M6: 189 / 150 − 1 = 26 %; Y1: 189 / 126 − 1 = 50 %.
    expect(returns.M1).toBeCloseTo(5, 4);
    expect(returns.M3).toBeCloseTo(8, 4);
    expect(returns.M6).toBeCloseTo(26, 4);
    expect(returns.Y1).toBeCloseTo(50, 4);
  });

  it('annualises five years and since inception (hand-computed)', () => {
    // 31 Dec 2020 – 31 Dec 2025 is 1,826 days (29 Feb 2024 included): (189 / 80)^(365/1826) − 1.
    expect(returns.Y5).toBeCloseTo((Math.pow(189 / 80, 365 / 1826) - 1) * 100, 4);
    expect(returns.SinceInception).toBeCloseTo((Math.pow(189 / 80, 365 / 1826) - 1) * 100, 4);
    expect(returns.SinceInceptionPerAnnum).toBe(true);
  });

  it('leaves out periods that start before inception, and keeps a young fund since inception cumulative', () => {
    const young = marketIndexReturns(
      [
        { date: '2025-06-16', value: 1 },
        { date: '2025-11-28', value: 1.1 },
        { date: '2025-12-31', value: 1.0945 },
      ],
      '2025-12-31',
      '2025-06-16',
    );
    // M1: 1.0945 / 1.1 − 1 = −0.5 %. M6 runs from 30 June, after inception; the level on or before it is
    // the inception level 1, so M6 = 9.45 %. Y1 and longer would start before inception: none.
    expect(young.M1).toBeCloseTo(-0.5, 4);
    expect(young.M6).toBeCloseTo(9.45, 4);
    expect([young.Y1, young.Y3, young.Y5]).toEqual([null, null, null]);
    expect(young.SinceInception).toBeCloseTo(9.45, 4);
    expect(young.SinceInceptionPerAnnum).toBe(false);
  });
});
