import { describe, expect, it } from 'vitest';
import { RETIREMENT_ASSUMPTIONS } from './retirement-assumptions.js';
import { retirementProjection } from './retirement-projection.js';

/**
 * Sources: Financial Markets Conduct Regulations 2014, Schedule 7A (KiwiSaver annual statements:
 * retirement projection), inserted by the Financial Markets Conduct Amendment Regulations 2019; the
 * FMA's 'Retirement projections in KiwiSaver statements' guidance and its 'KiwiSaver projections'
 * page (fma.govt.nz/investors/kiwisaverandsuperannuation/kiwisaver-flow, 4 Feb 2020): lump sum at 65
 * in today's dollars to the nearest $1,000; weekly amount from 65 until the balance runs out at 90,
 * to the nearest $10; returns after fees and tax Conservative 2.5%, Balanced 3.5%, Growth 4.5%,
 * Aggressive 5.5%; inflation 2%; pay and contributions rise 3.5% a year; the government contribution
 * continues unchanged; no projection under 18 or from 65.
 *
 * The expected figures below were worked by hand (a calculator, step by step), not taken from the code.
 */
describe('KiwiSaver retirement projection (FMC Regulations 2014 Schedule 7A)', () => {
  it('grows a balance a year to 65 and deflates it to today\'s dollars', () => {
    // Member turns 64 on the statement date: 1 year to 65. $100,000 in a Balanced fund (3.5%).
    // At 65: 100,000 × 1.035 = 103,500; today's dollars: 103,500 / 1.02 = 101,470.59 → $101,000.
    // Weekly: real return 1.035 / 1.02 − 1 = 1.470588%; weekly rate 1.01470588^(1/52) − 1 = 0.000280786;
    // 1,300 weeks: 101,470.59 × 0.000280786 / (1 − 1.000280786^−1300) = 93.18 → $90.
    expect(
      retirementProjection({
        statementDate: '2026-03-31',
        dateOfBirth: '1962-03-31',
        funds: [{ category: 'Balanced', value: 100_000 }],
        memberAndEmployerContributions: 0,
        governmentContribution: 0,
      }),
    ).toEqual({ lumpSum: 101_000, weekly: 90, annualReturn: 0.035, monthsTo65: 12 });
  });

  it('adds contributions that rise with pay and a government contribution that does not', () => {
    // Age 62 at the statement date: 3 years. $20,000 in a Growth fund (4.5%); $3,000 a year of member
    // and employer contributions; $260.72 government contribution.
    // Year 1: 20,000 × 1.045 + 3,000 + 260.72 = 24,160.72
    // Year 2: 24,160.72 × 1.045 + 3,000 × 1.035 + 260.72 = 28,613.67
    // Year 3: 28,613.67 × 1.045 + 3,000 × 1.035² + 260.72 = 33,375.68
    // Today's dollars: 33,375.68 / 1.02³ = 31,450.65 → $31,000.
    // Weekly: real 1.045 / 1.02 − 1 = 2.45098%; 1,300 weeks of the weekly rate → 32.26 → $30.
    const projection = retirementProjection({
      statementDate: '2026-03-31',
      dateOfBirth: '1964-03-31',
      funds: [{ category: 'Growth', value: 20_000 }],
      memberAndEmployerContributions: 3_000,
      governmentContribution: 260.72,
    });
    expect(projection).toMatchObject({ lumpSum: 31_000, weekly: 30, monthsTo65: 36 });
  });

  it('weights the prescribed returns by balance and counts a last part-year pro rata', () => {
    // Age 64½: 6 months. $25,000 Conservative (2.5%) and $25,000 Aggressive (5.5%): 4.0% on $50,000.
    // $1,000 a year of contributions: half of it in the half-year.
    // At 65: 50,000 × 1.04^0.5 + 0.5 × 1,000 = 50,990.20 + 500 = 51,490.20
    // Today's dollars: 51,490.20 / 1.02^0.5 = 50,982.89 → $51,000. Weekly (real 1.04/1.02 − 1): 49.51 → $50.
    const projection = retirementProjection({
      statementDate: '2026-03-31',
      dateOfBirth: '1961-09-30',
      funds: [
        { category: 'Conservative', value: 25_000 },
        { category: 'Aggressive', value: 25_000 },
      ],
      memberAndEmployerContributions: 1_000,
      governmentContribution: 0,
    });
    expect(projection).toMatchObject({ lumpSum: 51_000, weekly: 50, monthsTo65: 6 });
    expect(projection!.annualReturn).toBeCloseTo(0.04, 12);
  });

  it('gives no projection to a member under 18 or 65 and over at the statement date', () => {
    const member = (dateOfBirth: string) =>
      retirementProjection({
        statementDate: '2026-03-31',
        dateOfBirth,
        funds: [{ category: 'Growth', value: 10_000 }],
        memberAndEmployerContributions: 1_000,
        governmentContribution: 260.72,
      });
    expect(member('2008-04-01')).toBeNull(); // 17, 18 tomorrow
    expect(member('2008-03-31')).not.toBeNull(); // 18 today
    expect(member('1961-04-01')).not.toBeNull(); // 64, 65 tomorrow
    expect(member('1961-03-31')).toBeNull(); // 65 today
    expect(member('1950-01-01')).toBeNull();
  });

  it('rounds the lump sum to $1,000 and the weekly amount to $10, so a small late balance may show $0 a week', () => {
    // 1 year to 65, $40 in a Defensive fund (1.5%): 40 × 1.015 / 1.02 = 39.80 → $0; weekly ≈ $0.04 → $0.
    expect(
      retirementProjection({
        statementDate: '2026-03-31',
        dateOfBirth: '1962-03-31',
        funds: [{ category: 'Defensive', value: 40 }],
        memberAndEmployerContributions: 0,
        governmentContribution: 0,
      }),
    ).toMatchObject({ lumpSum: 0, weekly: 0 });
  });

  it('uses the prescribed figures in force at the statement date', () => {
    expect(RETIREMENT_ASSUMPTIONS[0]).toMatchObject({
      from: '2020-03-31',
      returns: { Conservative: 0.025, Balanced: 0.035, Growth: 0.045, Aggressive: 0.055 },
      inflation: 0.02,
      wageGrowth: 0.035,
    });
    // Schedule 7A applies to statements from 31 March 2020: an earlier year's statement has none.
    expect(
      retirementProjection({
        statementDate: '2019-03-31',
        dateOfBirth: '1980-01-01',
        funds: [{ category: 'Growth', value: 10_000 }],
        memberAndEmployerContributions: 0,
        governmentContribution: 0,
      }),
    ).toBeNull();
  });

  it('a larger balance, contribution or return never projects less (property)', () => {
    const base = { statementDate: '2026-03-31', dateOfBirth: '1990-06-15', governmentContribution: 260.72 };
    let previous = 0;
    for (const value of [0, 1_000, 10_000, 50_000, 200_000]) {
      const p = retirementProjection({ ...base, funds: [{ category: 'Balanced', value }], memberAndEmployerContributions: 2_000 })!;
      expect(p.lumpSum).toBeGreaterThanOrEqual(previous);
      previous = p.lumpSum;
      const richer = retirementProjection({ ...base, funds: [{ category: 'Aggressive', value }], memberAndEmployerContributions: 3_000 })!;
      expect(richer.lumpSum).toBeGreaterThanOrEqual(p.lumpSum);
      expect(richer.weekly).toBeGreaterThanOrEqual(p.weekly);
    }
  });
});
