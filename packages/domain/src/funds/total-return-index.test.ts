import { describe, expect, it } from 'vitest';
import { growthOf10000 } from './growth-of-10000.js';
import { totalReturnIndex } from './total-return-index.js';

describe('total return index of a fund (distributions reinvested on the ex date)', () => {
  it('links (P_t + D_t) / P_(t−1): the "Reinvesting dividends" example returns 14.11 % over two years', () => {
    // Published example, "Reinvesting dividends" course note (reproduced at
    // https://www.coursehero.com/file/5588616/ReinvestingDividends/): bought at P0 = $100; a year later
    // D1 = $2 and P1 = $106; a year after that D2 = $2 and P2 = $110, the prices being those just
    // after the dividends. With D1 reinvested: R1 = (106 + 2)/100 − 1 = 8 %, R2 = (110 + 2)/106 − 1
    // = 5.6604 %, and the two-year return is 1.08 × 1.056604 − 1 = 14.1132 %.
    const index = totalReturnIndex(
      [
        { date: '2022-06-30', price: '100' },
        { date: '2023-06-30', price: '106' },
        { date: '2024-06-28', price: '110' },
      ],
      [
        { exDate: '2023-06-30', amountPerUnit: '2' },
        { exDate: '2024-06-28', amountPerUnit: '2' },
      ],
    );
    expect(index.map((point) => point.date)).toEqual(['2022-06-30', '2023-06-30', '2024-06-28']);
    expect(index[1]!.value).toBeCloseTo(1.08, 12);
    expect(index[2]!.value - 1).toBeCloseTo(0.141132, 6);
    // And as growth of 10,000: 10,000 × 1.141132… = 11,411.32.
    expect(growthOf10000(index).map((point) => point.value)).toEqual([10000, 10800, 11411.32]);
  });

  it('is the price relative when nothing is distributed', () => {
    const index = totalReturnIndex([
      { date: '2024-01-03', price: 2 },
      { date: '2024-01-02', price: 1.6 },
      { date: '2024-01-04', price: 1.8 },
    ]);
    // Sorted by date: 1.6 → 2.0 (× 1.25) → 1.8 (× 0.9) = 1.125.
    expect(index.map((point) => [point.date, point.value])).toEqual([
      ['2024-01-02', 1],
      ['2024-01-03', 1.25],
      ['2024-01-04', 1.125],
    ]);
  });

  it('counts a distribution going ex on a day without a price on the next price, and ignores one before the first price', () => {
    const index = totalReturnIndex(
      [
        { date: '2024-03-01', price: 1 },
        { date: '2024-03-04', price: 0.95 },
      ],
      [
        { exDate: '2024-02-28', amountPerUnit: 0.5 },
        { exDate: '2024-03-02', amountPerUnit: 0.05 },
      ],
    );
    // (0.95 + 0.05) / 1 = 1: the price fell by exactly the distribution.
    expect(index[1]!.value).toBe(1);
  });
});
