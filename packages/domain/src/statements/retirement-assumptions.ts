/** The FMA's fund types, by the share of growth assets in the fund's benchmark mix. */
export type FundRiskCategory = 'Defensive' | 'Conservative' | 'Balanced' | 'Growth' | 'Aggressive';

export interface RetirementAssumptions {
  /** First 31 March statement date these apply to. */
  from: string;
  /** Annual return after fees and tax, by fund type (nominal). */
  returns: Record<FundRiskCategory, number>;
  /** Annual inflation: projections are in today's dollars. */
  inflation: number;
  /** Annual wage growth: member and employer contributions grow with pay. */
  wageGrowth: number;
  /** The age of the lump sum, and the age the weekly amount lasts to. */
  retirementAge: number;
  drawdownToAge: number;
  /** Lump sum to the nearest $1,000, weekly amount to the nearest $10. */
  lumpSumRounding: number;
  weeklyRounding: number;
  /** Members this young or this old at the statement date get no projection. */
  minimumAge: number;
}

/**
 * The prescribed assumptions of the KiwiSaver retirement projection, FMC Regulations 2014 Schedule 7A
 * (inserted 2019, statements from 31 March 2020), as the FMA publishes them on 'KiwiSaver
 * projections' (fma.govt.nz/investors/kiwisaverandsuperannuation/kiwisaver-flow, updated 4 Feb 2020)
 * and in 'Retirement projections in KiwiSaver statements' guidance:
 * - returns after fees and tax: Conservative 2.5%, Balanced 3.5%, Growth 4.5%, Aggressive 5.5%
 *   (the same four figures quoted by RNZ, 12 Dec 2025, and by providers' assumption pages);
 *   Defensive 1.5% is the FMA table's first row (one step of 1% below Conservative, as the others) —
 *   not found verbatim in the sources searched here, so it is flagged in docs/decisions;
 * - inflation 2% a year; pay rises 3.5% a year and contributions rise with it; the government
 *   contribution earned in the year continues unchanged to 65; no withdrawals or suspensions;
 * - lump sum at 65 in today's dollars to the nearest $1,000; weekly amount from 65 until the
 *   balance reaches zero at 90, still invested, to the nearest $10;
 * - no projection for members under 18 or 65 and over at the statement date.
 * A later change of the prescribed figures is a new row with its first statement date.
 */
export const RETIREMENT_ASSUMPTIONS: readonly RetirementAssumptions[] = [
  {
    from: '2020-03-31',
    returns: { Defensive: 0.015, Conservative: 0.025, Balanced: 0.035, Growth: 0.045, Aggressive: 0.055 },
    inflation: 0.02,
    wageGrowth: 0.035,
    retirementAge: 65,
    drawdownToAge: 90,
    lumpSumRounding: 1000,
    weeklyRounding: 10,
    minimumAge: 18,
  },
];
