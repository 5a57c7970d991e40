import { describe, expect, it } from 'vitest';
import { moneyWeightedReturn } from './money-weighted-return.js';
import { mulberry32 as seededRandom } from '../random/mulberry32.js';
import { timeWeightedReturn } from './time-weighted-return.js';

// 2021 and 2022 are not leap years: 2021-01-01 → 2022-01-01 → 2023-01-01 is exactly 1 + 1 years
// on actual/365, which is how the textbook examples count whole years.
const Y0 = '2021-01-01';
const Y1 = '2022-01-01';
const Y2 = '2023-01-01';

describe('money-weighted return: published worked examples', () => {
  it('solves the two-year example of the Wikipedia article "Modified Dietz method" (IRR 50 % p.a., 125 % over the period)', () => {
    // Wikipedia, "Modified Dietz method", section "Example": $100 at the start of the first year,
    // an inflow of $50 at the end of the first year, $300 at the end of the second year (no leap
    // year). "The IRR is 50% since 100 × (1 + 50%)² + 50 × (1 + 50%) = 300", and the unannualized
    // holding period return by the IRR method is 125 %.
    const result = moneyWeightedReturn({ openingDate: Y0, openingValue: 100, closingDate: Y2, closingValue: 300, flows: [{ date: Y1, amount: 50 }] });
    expect(result?.ratePerAnnum).toBeCloseTo(0.5, 10);
    expect(result?.periodReturn).toBeCloseTo(1.25, 10);
  });

  it('weights the year in which most money was invested (CFA Institute, Rates and Returns practice problem: 8.53 %)', () => {
    // CFA Institute Level I curriculum, "Rates and Returns", practice problem (reproduced at
    // https://pzacademy.com/qa/44173): $10 million earns 14 % in year 1; $100 million more arrives
    // at the start of year 2; 8 % in year 2. CF0 = −10, CF1 = −100, CF2 = +120.31, "r = 8.53%".
    const result = moneyWeightedReturn({ openingDate: Y0, openingValue: 10, closingDate: Y2, closingValue: 120.31, flows: [{ date: Y1, amount: 100 }] });
    expect(result?.ratePerAnnum).toBeCloseTo(0.0853, 4);
  });

  it('solves the share-purchase example with dividends (Kaplan Schweser CFA Level I, LOS 7.d: 13.86 %)', () => {
    // Kaplan Schweser CFA Level I course notes, LOS 7.d (https://online.flipbuilder.com/bmcx/mfst/files/basic-html/page91.html):
    // one share bought at $100; a second share bought at $120 a year later, less the $2 dividend
    // received (net +118 into the account); both sold at $130 a year after that plus $4 of
    // dividends (−264 out). IRR 13.86 % (answer as given in the AnalystForum thread "Question",
    // https://www.analystforum.com/t/question/13698).
    const result = moneyWeightedReturn({ openingDate: Y0, openingValue: 100, closingDate: Y2, closingValue: 264, flows: [{ date: Y1, amount: 118 }] });
    expect(result?.ratePerAnnum).toBeCloseTo(0.1386, 4);
  });

  it('falls back to bisection and finds the same rate when Newton is not allowed to converge', () => {
    // The Wikipedia example again, with zero Newton iterations: the bracket must find 50 %.
    const result = moneyWeightedReturn(
      { openingDate: Y0, openingValue: 100, closingDate: Y2, closingValue: 300, flows: [{ date: Y1, amount: 50 }] },
      { newtonIterations: 0 },
    );
    expect(result?.ratePerAnnum).toBeCloseTo(0.5, 9);
  });
});

describe('money-weighted return: edges', () => {
  it('uses actual/365 year fractions: a half-year holding annualises over 181/365 of a year', () => {
    // Hand-computed: 1,000 on 2023-01-01 grows to 1,050 on 2023-07-01 (181 days, no flows).
    // Period return 5 %; per annum 1.05^(365/181) − 1 = 0.103330... (computed: exp(ln 1.05 × 2.016575) − 1).
    const result = moneyWeightedReturn({ openingDate: '2023-01-01', openingValue: 1_000, closingDate: '2023-07-01', closingValue: 1_050, flows: [] });
    expect(result?.periodReturn).toBeCloseTo(0.05, 10);
    expect(result?.ratePerAnnum).toBeCloseTo(Math.pow(1.05, 365 / 181) - 1, 10);
  });

  it('counts a first contribution on the opening date as the money invested (inception with opening 0)', () => {
    // Hand-computed: 0 opening, 1,000 in on day 0, 1,100 after exactly a year: 10 %.
    const result = moneyWeightedReturn({ openingDate: Y0, openingValue: 0, closingDate: Y1, closingValue: 1_100, flows: [{ date: Y0, amount: 1_000 }] });
    expect(result?.ratePerAnnum).toBeCloseTo(0.1, 10);
  });

  it('takes withdrawals as money returned to the client', () => {
    // Hand-computed at 10 %: 100 grows to 110 at Y1, 60 is withdrawn, 50 grows to 55 at Y2.
    // −100 + 60/1.1 + 55/1.21 = −100 + 54.5454… + 45.4545… = 0.
    const result = moneyWeightedReturn({ openingDate: Y0, openingValue: 100, closingDate: Y2, closingValue: 55, flows: [{ date: Y1, amount: -60 }] });
    expect(result?.ratePerAnnum).toBeCloseTo(0.1, 10);
  });

  it('returns null when there is no solution', () => {
    // Nothing invested and nothing back: every rate solves it, so none is meaningful.
    expect(moneyWeightedReturn({ openingDate: Y0, openingValue: 0, closingDate: Y1, closingValue: 0, flows: [] })).toBeNull();
    // A total loss: −100 + 0 never reaches 0 for any rate above −100 %.
    expect(moneyWeightedReturn({ openingDate: Y0, openingValue: 100, closingDate: Y1, closingValue: 0, flows: [] })).toBeNull();
    // Money only ever comes back (no investment): the present value is positive at every rate.
    expect(moneyWeightedReturn({ openingDate: Y0, openingValue: 0, closingDate: Y1, closingValue: 50, flows: [] })).toBeNull();
    // A period of no days.
    expect(moneyWeightedReturn({ openingDate: Y1, openingValue: 100, closingDate: Y1, closingValue: 100, flows: [] })).toBeNull();
  });

  it('refuses a flow dated outside the period', () => {
    expect(() =>
      moneyWeightedReturn({ openingDate: Y1, openingValue: 100, closingDate: Y2, closingValue: 100, flows: [{ date: Y0, amount: 5 }] }),
    ).toThrow(RangeError);
  });
});

describe('money-weighted return: properties', () => {
  it('equals the time-weighted return, closing / opening − 1, over the period when there are no flows', () => {
    const random = seededRandom(2024);
    for (let trial = 0; trial < 50; trial += 1) {
      const opening = 100 + random() * 1_000_000;
      const closing = opening * (0.3 + random() * 2);
      const mwr = moneyWeightedReturn({ openingDate: '2020-01-01', openingValue: opening, closingDate: '2024-06-30', closingValue: closing, flows: [] });
      const twr = timeWeightedReturn([{ date: '2024-06-30', value: closing, inflow: 0, outflow: 0 }], opening).cumulativeReturn;
      expect(mwr?.periodReturn).toBeCloseTo(closing / opening - 1, 9);
      expect(mwr?.periodReturn).toBeCloseTo(twr ?? Number.NaN, 9);
    }
  });
});
