import { describe, expect, it } from 'vitest';
import { annualise, isPerAnnumPeriod, periodReturnForDisplay } from './annualise.js';

describe('annualisation (DESIGN §5: geometric, only past 12 months)', () => {
  it('annualises two years of 14 % and 8 % to 10.96 % p.a. (CFA Institute, Rates and Returns practice problem)', () => {
    // CFA Institute Level I curriculum, "Rates and Returns", practice problem (reproduced at
    // https://pzacademy.com/qa/44173): "The time-weighted return of the fund is [(1.14)(1.08)]^(1/2) − 1
    // = 10.96%". Two non-leap years, 1 January 2021 to 31 December 2022, are 730 days.
    const cumulative = 1.14 * 1.08 - 1;
    expect(annualise(cumulative, 730)).toBeCloseTo(0.1096, 4);
    expect(periodReturnForDisplay(cumulative, '2021-01-01', '2022-12-31')).toEqual({ value: expect.closeTo(0.1096, 4), perAnnum: true });
  });

  it('annualises 25.9 % over three years to 8 % p.a. (hand-computed: 1.08³ = 1.259712)', () => {
    expect(annualise(0.259712, 365 * 3)).toBeCloseTo(0.08, 10);
  });

  it('keeps a total loss at −100 % rather than taking a root of a negative number', () => {
    expect(annualise(-1, 800)).toBe(-1);
  });

  it('shows a period of one year or less as a cumulative return, not p.a. (spec 001 §4)', () => {
    // The 1-year button to 30 June 2024 starts on 1 July 2023: not earlier than 30 June 2023.
    expect(isPerAnnumPeriod('2023-07-01', '2024-06-30')).toBe(false);
    expect(periodReturnForDisplay(0.12, '2023-07-01', '2024-06-30')).toEqual({ value: 0.12, perAnnum: false });
    expect(isPerAnnumPeriod('2024-01-01', '2024-06-30')).toBe(false);
  });

  it('turns p.a. on when the period start is earlier than one year before the end (spec 000 §5 boundary)', () => {
    expect(isPerAnnumPeriod('2023-06-30', '2024-06-30')).toBe(false);
    expect(isPerAnnumPeriod('2023-06-29', '2024-06-30')).toBe(true);
    // 3 years to 30 June 2024 (1 July 2021 – 30 June 2024, 1,096 days with 29 February 2024):
    // hand-computed 1.3^(365/1096) − 1.
    expect(periodReturnForDisplay(0.3, '2021-07-01', '2024-06-30')).toEqual({ value: expect.closeTo(Math.pow(1.3, 365 / 1096) - 1, 12), perAnnum: true });
  });

  it('measures one year back from 29 February as 28 February', () => {
    expect(isPerAnnumPeriod('2023-02-28', '2024-02-29')).toBe(false);
    expect(isPerAnnumPeriod('2023-02-27', '2024-02-29')).toBe(true);
  });
});
