import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32.js';
import { accountShares } from './account-shares.js';
import { roundedShares } from './rounded-shares.js';

const sum = (values: readonly Decimal[]) => values.reduce((total, value) => total.plus(value), new Decimal(0));

/** Random allocations: 1 to 12 values, amounts from cents to millions, some zero, some tiny. */
function* randomCases(seed: number, count: number) {
  const random = mulberry32(seed);
  for (let i = 0; i < count; i += 1) {
    const n = 1 + Math.floor(random() * 12);
    yield Array.from({ length: n }, () => {
      const kind = random();
      if (kind < 0.1) return new Decimal(0);
      if (kind < 0.2) return new Decimal(Math.floor(random() * 100)).div(100); // cents
      return new Decimal(Math.floor(random() * 1e8)).div(100); // up to a million dollars
    });
  }
}

describe('the one rounding rule: largest remainder to the displayed precision', () => {
  it("rounds Hamilton's way: floors, then the missing hundredths to the largest remainders", () => {
    // 1/7 = 14.2857…, 2/7 = 28.5714…, 4/7 = 57.1428…; floors add to 99.99, the largest remainder is 1/7's.
    expect(roundedShares([1, 2, 4]).map((p) => p.toFixed(2))).toEqual(['14.29', '28.57', '57.14']);
    // Equal thirds: the earlier value takes the missing hundredth.
    expect(roundedShares([1, 1, 1]).map((p) => p.toFixed(2))).toEqual(['33.34', '33.33', '33.33']);
    // One decimal: 33.4, 33.3, 33.3.
    expect(roundedShares([1, 1, 1], 100, 1).map((p) => p.toFixed(1))).toEqual(['33.4', '33.3', '33.3']);
  });

  it('property: any input that is not all zeros sums exactly to 100, each share within one step of its exact value', () => {
    for (const values of randomCases(20261124, 2_000)) {
      const whole = sum(values);
      const shares = roundedShares(values);
      if (whole.isZero()) {
        expect(shares.every((share) => share.isZero())).toBe(true);
        continue;
      }
      expect(sum(shares).toFixed(2)).toBe('100.00');
      values.forEach((value, index) => {
        const exact = value.times(100).div(whole);
        expect(shares[index]!.minus(exact).abs().lessThan('0.01')).toBe(true);
        expect(shares[index]!.decimalPlaces()).toBeLessThanOrEqual(2);
      });
    }
  });

  it('property: shares of any total (here a part of the account) add up to that total', () => {
    const random = mulberry32(7);
    for (const values of randomCases(99, 500)) {
      const total = new Decimal(Math.floor(random() * 10_000)).div(100);
      if (sum(values).isZero()) continue;
      expect(sum(roundedShares(values, total)).equals(total)).toBe(true);
    }
  });
});

describe("an account's percentages: investments and Cash at Bank (issue 9 item 7)", () => {
  it('property: investments and Cash at Bank add up to exactly 100, however the investments are split', () => {
    const random = mulberry32(11);
    for (const values of randomCases(42, 1_000)) {
      const cash = new Decimal(Math.floor(random() * 5e6)).div(100);
      if (sum(values).plus(cash).isZero()) continue;
      const byFund = accountShares(values, cash);
      expect(sum(byFund.investments).plus(byFund.cashAtBank).toFixed(2)).toBe('100.00');
      // The same investments grouped otherwise (two halves, as asset classes would) give the same Cash at Bank.
      const half = Math.ceil(values.length / 2);
      const grouped = accountShares([sum(values.slice(0, half)), sum(values.slice(half))], cash);
      expect(grouped.cashAtBank.equals(byFund.cashAtBank)).toBe(true);
    }
  });

  it('gives 1,000.00 in funds and 250.00 at bank as 80 % and 20 %', () => {
    // 600/1,250 = 48 %, 400/1,250 = 32 %, 250/1,250 = 20 %.
    const shares = accountShares([600, 400], 250);
    expect(shares.investments.map((p) => p.toNumber())).toEqual([48, 32]);
    expect(shares.cashAtBank.toNumber()).toBe(20);
  });
});
