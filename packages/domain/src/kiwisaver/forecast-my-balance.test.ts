import { monthEdges } from "../reports/month-edges.js";
import { describe, expect, it } from "vitest";
import { mulberry32 } from "../random/mulberry32.js";
import type { FundRiskCategory } from "../statements/retirement-assumptions.js";
import {
  growBalance,
  inTodaysDollars,
  retirementProjection,
} from "../statements/retirement-projection.js";
import {
  esctRateOn,
  contributionRateRuleOn,
  employerMinimumRate,
} from "./contribution-rates.js";
import { estimateSalary } from "./estimate-salary.js";
import {
  forecastMyBalance,
  type ForecastInput,
} from "./forecast-my-balance.js";

/**
 * Sources of the method and figures:
 * - FMA, 'KiwiSaver projections' (fma.govt.nz/investors/kiwisaverandsuperannuation/kiwisaver-flow,
 *   updated 4 Feb 2020) and FMC Regulations 2014 Schedule 7A: returns after fees and tax by fund type,
 *   2% inflation, 3.5% pay growth with contributions rising with pay, lump sum at 65 in today's dollars
 *   to the nearest $1,000, weekly amount to 90 to the nearest $10 (the statement's projection,
 *   statements/retirement-projection.ts, whose tests stay as they were).
 * - Inland Revenue, 'KiwiSaver changes' (ird.govt.nz/updates/news-folder/2025/kiwisaver-changes, read
 *   25 Nov 2026): default and compulsory employer rate 3.5% from 1 April 2026, 4% from 1 April 2028;
 *   government contribution 25 cents per $1 up to $260.72 from 1 July 2025, none over $180,000 income.
 * - Inland Revenue ESCT thresholds from 1 April 2025: $18,720 / $64,200 / $93,720 / $216,000 at
 *   10.5% / 17.5% / 30% / 33% / 39% (as also tabled by NZPPA, 'Setting the ESCT rate').
 *
 * No published example gives all the inputs (exact age, pay, rates, fund, ESCT) and the outputs of a
 * projection to the dollar: the FMA's case studies ('KiwiSaver retirement projections: Case Studies',
 * 1 Dec 2021) leave out the exact age in months, the ESCT rate and the government contribution, and
 * use the 2020 law. So the examples below reproduce the FMA's stated method on hand-worked figures
 * (a calculator, step by step; not the code's output), and properties pin down the invariants.
 */
const base: ForecastInput = {
  today: "2026-11-25",
  dateOfBirth: "1962-11-25",
  balance: 50_000,
  fundType: "Balanced",
  salary: 60_000,
  memberRate: 3.5,
  employerRate: 3.5,
  voluntaryAmount: 0,
  voluntaryFrequency: "week",
  retirementAge: 65,
};

describe("Forecast My Balance (the FMA method, on the law of each year)", () => {
  it("one year to 65: contributions at 3.5%, the employer net of ESCT, the 25c government contribution", () => {
    // Age 64 today: 12 months to 65. Balanced 3.5%.
    // Member 60,000 × 3.5% = 2,100. Employer 2,100 gross; ESCT threshold 60,000 + 2,100 = 62,100 → 17.5%:
    // net 1,732.50. Government: 25% × 2,100 = 525, capped at 260.72.
    // At 65: 50,000 × 1.035 + 2,100 + 1,732.50 + 260.72 = 55,843.22; today's dollars /1.02 = 54,748.25 → $55,000.
    // Weekly: real return 1.035/1.02 − 1; weekly rate (1.0147059)^(1/52) − 1 = 0.000280786; 1,300 weeks:
    // 54,748.25 × 0.000280786 / (1 − 1.000280786^−1300) = 50.27 → $50.
    const forecast = forecastMyBalance(base);
    expect(forecast.at65).toEqual({ age: 65, lumpSum: 55_000, weekly: 50 });
    expect(forecast.atRetirement).toEqual(forecast.at65);
    expect(forecast.firstYear.member).toBeCloseTo(2_100, 6);
    expect(forecast.firstYear.employer).toBeCloseTo(1_732.5, 6);
    expect(forecast.firstYear.government).toBeCloseTo(260.72, 6);
    expect(forecast.firstYear.esctRate).toBe(0.175);
  });

  it("steps the default rate to 4% on 1 April 2028, stops employer and government contributions at 65, and works on to a later retirement age", () => {
    // Age 63½ on 25 Nov 2026: 18 months to 65; retires at 66. Growth 4.5%; $100,000; pay $100,000;
    // 3.5% (today's default, so it follows the default); employer 3.5%; $10 a week voluntary.
    // Year 1 (from 25 Nov 2026): member 3,500; employer 3,500 at ESCT 33% (threshold 103,500) = 2,345;
    //   voluntary 520; government min(25% × 4,020, 260.72) = 260.72. Total 6,625.72.
    //   100,000 × 1.045 + 6,625.72 = 111,125.72.
    // Half-year (from 25 Nov 2027, still 3.5%): pay 103,500; member 3,622.50; employer 3,622.50 × 0.67
    //   = 2,427.08; voluntary 538.20; government 260.72: 6,848.50 a year, half 3,424.25.
    //   At 65: 111,125.72 × 1.045^0.5 + 3,424.25 = 117,022.78; today's dollars /1.02^1.5 = 113,597.86 → $114,000.
    //   Weekly over 25 years at the 4.5% return: 116.51 → $120.
    // Year to 66 (from 25 May 2028: default now 4%; no employer or government contribution at 65):
    //   pay 100,000 × 1.035^1.5 = 105,295.67; member 4% = 4,211.83; voluntary 520 × 1.035^1.5 = 547.54.
    //   117,022.78 × 1.045 + 4,211.83 + 547.54 = 127,048.17; /1.02^2.5 = 120,911.61 → $121,000.
    //   Weekly over 24 years: 127.78 → $130.
    const forecast = forecastMyBalance({
      ...base,
      dateOfBirth: "1963-05-25",
      balance: 100_000,
      fundType: "Growth",
      salary: 100_000,
      voluntaryAmount: 10,
      voluntaryFrequency: "week",
      retirementAge: 66,
    });
    expect(forecast.at65).toEqual({ age: 65, lumpSum: 114_000, weekly: 120 });
    expect(forecast.atRetirement).toEqual({
      age: 66,
      lumpSum: 121_000,
      weekly: 130,
    });
    expect(forecast.years.map((y) => y.months)).toEqual([0, 12, 18, 30]);
    expect(forecast.years.map((y) => y.age)).toEqual([63.5, 64.5, 65, 66]);
    expect(forecast.years[1]!.nominal).toBeCloseTo(111_125.72, 2);
    expect(forecast.years[2]!.nominal).toBeCloseTo(117_022.78, 2);
    expect(forecast.years[3]!.nominal).toBeCloseTo(127_048.17, 2);
    const after65 = forecast.years[3]!;
    expect(after65.employer).toBe(0);
    expect(after65.government).toBe(0);
    expect(after65.member).toBeCloseTo(4_211.83, 2);
  });

  it("agrees with the annual statement projection when the contributions are the same", () => {
    // Statement on 31 March 2030 (default 4%); age 62: 3 years. Pay $50,000 at 4% and 4%: member 2,000,
    // employer 2,000 × (1 − 17.5%) = 1,650 (pay stays under the $64,200 ESCT band for the 3 years),
    // government 260.72 (capped). The statement is given member + employer 3,650 and 260.72.
    const forecast = forecastMyBalance({
      ...base,
      today: "2030-03-31",
      dateOfBirth: "1968-03-31",
      balance: 30_000,
      fundType: "Conservative",
      salary: 50_000,
      memberRate: 4,
      employerRate: 4,
    });
    const statement = retirementProjection({
      statementDate: "2030-03-31",
      dateOfBirth: "1968-03-31",
      funds: [{ category: "Conservative", value: 30_000 }],
      memberAndEmployerContributions: 3_650,
      governmentContribution: 260.72,
    })!;
    expect(forecast.at65.lumpSum).toBe(statement.lumpSum);
    expect(forecast.at65.weekly).toBe(statement.weekly);
  });

  it("pays no government contribution above the $180,000 income limit, nor before 16", () => {
    const rich = forecastMyBalance({
      ...base,
      dateOfBirth: "1990-01-01",
      salary: 200_000,
    });
    expect(rich.firstYear.government).toBe(0);
    const young = forecastMyBalance({
      ...base,
      dateOfBirth: "2011-06-01",
      salary: 20_000,
    });
    expect(young.firstYear.government).toBe(0); // 15 today
    expect(young.years[2]!.government).toBeGreaterThan(0); // 16 in the second year
  });

  it("has no employer contribution or ESCT without pay", () => {
    const forecast = forecastMyBalance({
      ...base,
      salary: 0,
      voluntaryAmount: 100,
      voluntaryFrequency: "month",
    });
    expect(forecast.firstYear).toMatchObject({
      member: 0,
      employer: 0,
      voluntary: 1_200,
      government: 260.72,
    });
  });
});

describe("KiwiSaver contribution law, dated", () => {
  it("offers 3.5% from 1 April 2026 and moves the default to 4% on 1 April 2028", () => {
    expect(contributionRateRuleOn("2026-03-31")).toMatchObject({
      defaultRate: 3,
      memberRates: [3, 4, 6, 8, 10],
    });
    expect(contributionRateRuleOn("2026-04-01")).toMatchObject({
      defaultRate: 3.5,
      memberRates: [3, 3.5, 4, 6, 8, 10],
    });
    expect(contributionRateRuleOn("2028-04-01").defaultRate).toBe(4);
    // A member on a temporary rate reduction to 3% may be matched at 3%; at 6% the employer owes 3.5%.
    expect(employerMinimumRate("2026-11-25", 3)).toBe(3);
    expect(employerMinimumRate("2026-11-25", 6)).toBe(3.5);
  });

  it("takes ESCT at the band of pay plus gross employer contributions", () => {
    expect(esctRateOn("2026-11-25", 18_720)).toBe(0.105);
    expect(esctRateOn("2026-11-25", 18_721)).toBe(0.175);
    expect(esctRateOn("2026-11-25", 64_200)).toBe(0.175);
    expect(esctRateOn("2026-11-25", 93_721)).toBe(0.33);
    expect(esctRateOn("2026-11-25", 216_001)).toBe(0.39);
  });

  it("estimates pay from a year of employee deductions at the default rate of each month", () => {
    // 1 Dec 2025 – 30 Nov 2026: 4 months at 3% and 8 at 3.5% average 3.3333%; $2,000 / 0.033333 = 60,000.
    expect(estimateSalary(2_000, "2025-12-01")).toBe(60_000);
    expect(estimateSalary(0, "2025-12-01")).toBeNull();
  });

  it("adds months the calendar way", () => {
    expect(monthEdges.addMonths("2026-11-25", 18)).toBe("2028-05-25");
    expect(monthEdges.addMonths("2024-01-31", 1)).toBe("2024-02-29");
  });
});

describe("Forecast My Balance properties", () => {
  const random = mulberry32(14);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const sample = (): ForecastInput => ({
    today: "2026-11-25",
    dateOfBirth: `${1962 + Math.floor(random() * 45)}-${String(1 + Math.floor(random() * 12)).padStart(2, "0")}-15`,
    balance: Math.round(random() * 300_000),
    fundType: pick<FundRiskCategory>([
      "Defensive",
      "Conservative",
      "Balanced",
      "Growth",
      "Aggressive",
    ]),
    salary: Math.round(random() * 150_000),
    memberRate: pick([3.5, 4, 6, 8, 10]),
    employerRate: pick([3.5, 4, 6]),
    voluntaryAmount: Math.round(random() * 50),
    voluntaryFrequency: "week",
    retirementAge: 65 + Math.floor(random() * 11),
  });
  const nominalAtRetirement = (input: ForecastInput) =>
    forecastMyBalance(input).years.at(-1)!.nominal;
  const cases = Array.from({ length: 200 }, sample);

  it("a larger balance, a higher member rate, more voluntary money or a riskier fund never forecasts less", () => {
    for (const input of cases) {
      const n = nominalAtRetirement(input);
      expect(
        nominalAtRetirement({ ...input, balance: input.balance + 1_000 }),
      ).toBeGreaterThan(n);
      expect(
        nominalAtRetirement({
          ...input,
          voluntaryAmount: input.voluntaryAmount + 5,
        }),
      ).toBeGreaterThan(n);
      if (input.memberRate < 10)
        expect(
          nominalAtRetirement({ ...input, memberRate: 10 }),
        ).toBeGreaterThan(n);
      if (input.fundType !== "Aggressive")
        expect(
          nominalAtRetirement({ ...input, fundType: "Aggressive" }),
        ).toBeGreaterThan(n);
    }
  });

  it("pay at least 10% higher never forecasts less (ESCT bands and the income limit only bite at their edges)", () => {
    for (const input of cases) {
      const n = nominalAtRetirement(input);
      expect(
        nominalAtRetirement({ ...input, salary: input.salary * 1.1 + 1_000 }),
      ).toBeGreaterThanOrEqual(n);
    }
  });

  it("more years to go gives a larger nominal balance; a later retirement age too", () => {
    for (const input of cases) {
      const younger = {
        ...input,
        dateOfBirth: `${Number(input.dateOfBirth.slice(0, 4)) + 1}${input.dateOfBirth.slice(4)}`,
      };
      if (younger.dateOfBirth < input.today)
        expect(
          forecastMyBalance(younger).years.find((y) => y.age === 65)!.nominal,
        ).toBeGreaterThan(
          forecastMyBalance(input).years.find((y) => y.age === 65)!.nominal,
        );
      if (input.retirementAge < 75)
        expect(
          nominalAtRetirement({
            ...input,
            retirementAge: input.retirementAge + 1,
          }),
        ).toBeGreaterThan(nominalAtRetirement(input));
    }
  });

  it("with no contributions and no return, the balance only loses inflation", () => {
    const steps = growBalance(10_000, 0, 30, () => 0);
    expect(steps.map((s) => s.balance)).toEqual([10_000, 10_000, 10_000]);
    expect(inTodaysDollars(10_000, 0.02, 24)).toBeCloseTo(10_000 / 1.0404, 9);
    // And the forecast's year series is the nominal balance deflated month for month.
    for (const input of cases.slice(0, 20)) {
      for (const year of forecastMyBalance(input).years)
        expect(year.balance).toBeCloseTo(
          year.nominal / 1.02 ** (year.months / 12),
          6,
        );
    }
  });
});
