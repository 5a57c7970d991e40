import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32.js';
import { RETIREMENT_ASSUMPTIONS, type FundRiskCategory, type RetirementAssumptions } from '../statements/retirement-assumptions.js';
import { retirementProjection, weeklyDrawdown } from '../statements/retirement-projection.js';
import { levelWithdrawalFor, runLevelWithdrawal } from './level-withdrawal.js';
import { spendMyKiwiSaver, type SpendMyKiwiSaverInput } from './spend-my-kiwisaver.js';

const FMA = RETIREMENT_ASSUMPTIONS[0]!;
/** One flat real return for every fund type, no inflation: the published examples quote one rate. */
const flat = (annual: number): RetirementAssumptions => ({
  ...FMA,
  returns: { Defensive: annual, Conservative: annual, Balanced: annual, Growth: annual, Aggressive: annual },
  inflation: 0,
});

/** A member whose 65th birthday is today (25 November 2026). */
const at65 = (overrides: Partial<SpendMyKiwiSaverInput> = {}) =>
  spendMyKiwiSaver({
    today: '2026-11-25',
    dateOfBirth: '1961-11-25',
    balance: 100_000,
    fundType: 'Balanced',
    frequency: 'monthly',
    plan: { kind: 'howLong', amount: 900 },
    ...overrides,
  });

describe('published worked examples', () => {
  // Kalkureka, 'Pension duration calculator' (kalkureka.com/pension-duration/, read 25 Nov 2026): savings of
  // $100,000 earning 2% a year, $900 withdrawn each month, last 10 years, 2 months and 25 days; to make them
  // last 15 years the monthly withdrawal is $642.68. Its 2% is an effective yearly rate (monthly
  // 1.02^(1/12) − 1; a nominal 2%/12 would give $643.53), the convention of the FMA's weekly amount.
  it('Kalkureka: $100,000 at 2% lasts 15 years at $642.68 a month', () => {
    const monthly = 1.02 ** (1 / 12) - 1;
    expect(levelWithdrawalFor(100_000, monthly, 180)).toBeCloseTo(642.68, 2);
    const result = at65({ plan: { kind: 'untilAge', age: 80 }, assumptions: flat(0.02) });
    expect(Math.round(result.amount * 100) / 100).toBe(642.68);
    expect(result.lasts).toEqual({ withdrawals: 180, duration: { years: 15, months: 0 }, untilAge: { years: 80, months: 0 } });
  });

  it('Kalkureka: $900 a month from $100,000 at 2% lasts 10 years and 2 months (then a part month)', () => {
    const result = at65({ plan: { kind: 'howLong', amount: 900 }, assumptions: flat(0.02) });
    expect(result.lasts).toEqual({ withdrawals: 122, duration: { years: 10, months: 2 }, untilAge: { years: 75, months: 2 } });
    // The part month: 0.856 of $900 (122.856 months by n = −ln(1 − B·i/W) / ln(1 + i)) — 25 to 26 days.
    expect(result.finalWithdrawal / 900).toBeCloseTo(0.856, 2);
  });

  // RetireReady, 'How long will the money last?' example 1 (retireready.com/help/howlongwillthemoneylast.htm,
  // read 25 Nov 2026): $100,000, $1,000 a month at the end of each month, 4.5% (compounded monthly, 0.375% a
  // month): 10.4167 years, i.e. 125 full monthly payments.
  it('RetireReady: $1,000 a month from $100,000 at 4.5% compounded monthly lasts 125 months (10.4167 years)', () => {
    const run = runLevelWithdrawal(100_000, 0.045 / 12, 1000, 600);
    expect(run.fullWithdrawals).toBe(125);
    expect(Number((run.fullWithdrawals! / 12).toFixed(4))).toBe(10.4167);
  });
});

describe('on the FMA assumptions of the statement projection', () => {
  it('uses the fund type’s return after fees and tax and 2% inflation, dated', () => {
    const result = at65({ fundType: 'Growth' });
    expect(result).toMatchObject({ annualReturn: 0.045, inflation: 0.02, assumptionsFrom: '2020-03-31' });
  });

  // Hand computation: Balanced 3.5%, inflation 2% → real 1.035/1.02 − 1 = 1.470588% a year; monthly
  // i = 1.01470588^(1/12) − 1 = 0.12173069%; 25 years = 300 months; W = 100,000 × i / (1 − (1 + i)^−300)
  // = 121.73069 / (1 − 0.69421749) = 121.73069 / 0.30578251 = $398.10 a month in today's dollars.
  it('$100,000 in a Balanced fund at 65 lasts to 90 at $398.10 a month in today’s dollars', () => {
    expect(at65({ plan: { kind: 'untilAge', age: 90 } }).amount).toBeCloseTo(398.1, 2);
  });

  it('a 65-year-old asking what lasts to 90 weekly gets the annual statement’s weekly amount (before its $10 rounding)', () => {
    // A member 64 today with $80,000 in Growth and no contributions: the statement's lump sum at 65 is
    // 80,000 × 1.045 / 1.02 in today's dollars; the tool at 65 with that balance must agree on the weekly.
    const projection = retirementProjection({
      statementDate: '2025-03-31',
      dateOfBirth: '1961-03-31',
      funds: [{ category: 'Growth', value: 80_000 }],
      memberAndEmployerContributions: 0,
      governmentContribution: 0,
    })!;
    const lumpSum = (80_000 * 1.045) / 1.02;
    const tool = spendMyKiwiSaver({
      today: '2026-03-31',
      dateOfBirth: '1961-03-31',
      balance: lumpSum,
      fundType: 'Growth',
      frequency: 'weekly',
      plan: { kind: 'untilAge', age: 90 },
    });
    expect(Math.round(tool.amount / 10) * 10).toBe(projection.weekly);
  });

  it('to 90 weekly from 65 is the statement’s own drawdown (weeklyDrawdown, 25 years) for every fund type', () => {
    for (const fundType of ['Defensive', 'Conservative', 'Balanced', 'Growth', 'Aggressive'] as const) {
      const tool = at65({ balance: 250_000, fundType, frequency: 'weekly', plan: { kind: 'untilAge', age: 90 } });
      expect(tool.amount).toBeCloseTo(weeklyDrawdown(250_000, FMA.returns[fundType], FMA.inflation, 25), 8);
    }
  });

  it('a withdrawal the returns cover lasts beyond age 100', () => {
    const result = at65({ plan: { kind: 'howLong', amount: 50 }, frequency: 'weekly' });
    expect(result.lasts).toBeNull();
    expect(result.horizonAge).toBe(100);
    expect(result.byYear.at(-1)).toMatchObject({ age: 100 });
  });

  it('a withdrawal bigger than the balance pays one smaller withdrawal and nothing full', () => {
    const result = at65({ balance: 500, plan: { kind: 'howLong', amount: 900 } });
    expect(result.lasts).toMatchObject({ withdrawals: 0, duration: { years: 0, months: 0 } });
    expect(result.finalWithdrawal).toBeGreaterThan(500);
    expect(result.finalWithdrawal).toBeLessThan(501);
  });

  it('the balance by year starts at today’s balance and age and ends at zero when the money runs out', () => {
    const result = spendMyKiwiSaver({
      today: '2026-11-25',
      dateOfBirth: '1958-06-10',
      balance: 60_000,
      fundType: 'Conservative',
      frequency: 'weekly',
      plan: { kind: 'howLong', amount: 400 },
    });
    expect(result.age).toEqual({ years: 68, months: 5 });
    expect(result.byYear[0]).toEqual({ year: 0, age: 68, balance: 60_000 });
    expect(result.byYear.at(-1)!.balance).toBe(0);
    for (let k = 1; k < result.byYear.length; k++) expect(result.byYear[k]!.balance).toBeLessThan(result.byYear[k - 1]!.balance);
    // 400 × 52 = $20,800 a year against $60,000 earning ~0.5% real: a little under 3 years.
    expect(result.lasts!.duration.years).toBe(2);
    expect(result.byYear).toHaveLength(4);
  });
});

describe('properties (seeded random members, 200 each)', () => {
  const random = mulberry32(14);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const fundTypes: FundRiskCategory[] = ['Defensive', 'Conservative', 'Balanced', 'Growth', 'Aggressive'];
  const member = (): SpendMyKiwiSaverInput => ({
    today: '2026-11-25',
    dateOfBirth: `19${40 + Math.floor(random() * 21)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
    balance: Math.round(random() * 800_000),
    fundType: pick(fundTypes),
    frequency: pick(['weekly', 'monthly'] as const),
    plan: { kind: 'howLong', amount: 10 + Math.round(random() * 3000) },
  });
  const monthsOf = (r: ReturnType<typeof spendMyKiwiSaver>) =>
    r.lasts === null ? Infinity : r.lasts.duration.years * 12 + r.lasts.duration.months;

  it('a bigger withdrawal never lasts longer', () => {
    for (let n = 0; n < 200; n++) {
      const input = member();
      const amount = (input.plan as { amount: number }).amount;
      const small = spendMyKiwiSaver(input);
      const big = spendMyKiwiSaver({ ...input, plan: { kind: 'howLong', amount: amount * (1 + random()) + 1 } });
      expect(monthsOf(big)).toBeLessThanOrEqual(monthsOf(small));
    }
  });

  it('a higher-return fund type never runs out sooner', () => {
    for (let n = 0; n < 200; n++) {
      const input = { ...member(), fundType: 'Conservative' as const };
      expect(monthsOf(spendMyKiwiSaver({ ...input, fundType: 'Aggressive' }))).toBeGreaterThanOrEqual(monthsOf(spendMyKiwiSaver(input)));
    }
  });

  it('the amount that lasts to an age, withdrawn, runs the balance to ≈ 0 at that age', () => {
    for (let n = 0; n < 200; n++) {
      const input = member();
      const age = Math.floor(spendMyKiwiSaver(input).age.years) + 1 + Math.floor(random() * 15);
      if (age > 100 || input.balance < 1000) continue;
      const found = spendMyKiwiSaver({ ...input, plan: { kind: 'untilAge', age } });
      const spent = spendMyKiwiSaver({ ...input, plan: { kind: 'howLong', amount: found.amount } });
      const months = age * 12 - (found.age.years * 12 + found.age.months);
      const periods = input.frequency === 'monthly' ? months : Math.round((months * 52) / 12);
      expect(spent.lasts!.withdrawals).toBe(periods);
      expect(spent.finalWithdrawal).toBeLessThan(0.01);
    }
  });

  it('with no return and no inflation a withdrawal lasts balance ÷ amount whole periods', () => {
    for (let n = 0; n < 200; n++) {
      const input = { ...member(), assumptions: flat(0) };
      const amount = (input.plan as { amount: number }).amount;
      const result = spendMyKiwiSaver(input);
      const periods = Math.floor(input.balance / amount);
      const monthsLeft = 100 * 12 - (result.age.years * 12 + result.age.months);
      const horizonPeriods = input.frequency === 'monthly' ? monthsLeft : Math.round((monthsLeft * 52) / 12);
      if (periods >= horizonPeriods) continue;
      expect(result.lasts!.withdrawals).toBe(periods);
      expect(result.finalWithdrawal).toBeCloseTo(input.balance - periods * amount, 6);
    }
  });
});
