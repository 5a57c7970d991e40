import { describe, expect, it } from "vitest";
import { forecastInputProblems } from "./forecast-input-problems.js";
import type { ForecastInput } from "./forecast-my-balance.js";

const valid: ForecastInput = {
  today: "2026-11-25",
  dateOfBirth: "1985-03-10",
  balance: 42_000,
  fundType: "Growth",
  salary: 80_000,
  memberRate: 3.5,
  employerRate: 3.5,
  voluntaryAmount: 20,
  voluntaryFrequency: "week",
  retirementAge: 65,
};

describe("Forecast My Balance input checks", () => {
  it("accepts a sensible member", () => {
    expect(forecastInputProblems(valid)).toEqual({});
  });

  it("allows only the rates the law offers on the day", () => {
    expect(forecastInputProblems({ ...valid, memberRate: 5 }).memberRate).toBe(
      "Choose a contribution rate of 3%, 3.5%, 4%, 6%, 8% or 10%.",
    );
    // Before 1 April 2026 there was no 3.5%.
    expect(
      forecastInputProblems({
        ...valid,
        today: "2026-03-31",
        memberRate: 3.5,
        employerRate: 3,
      }).memberRate,
    ).toBe("Choose a contribution rate of 3%, 4%, 6%, 8% or 10%.");
    expect(
      forecastInputProblems({ ...valid, memberRate: Number.NaN }).memberRate,
    ).toMatch(/^Choose a contribution rate/);
  });

  it("holds the employer to the compulsory rate, or the member’s temporary 3%", () => {
    expect(
      forecastInputProblems({ ...valid, employerRate: 3 }).employerRate,
    ).toBe("Your employer must contribute at least 3.5% of your pay.");
    expect(
      forecastInputProblems({ ...valid, memberRate: 3, employerRate: 3 }),
    ).toEqual({});
    expect(
      forecastInputProblems({ ...valid, salary: 0, employerRate: 0 }),
    ).toEqual({});
    expect(
      forecastInputProblems({ ...valid, employerRate: 31 }).employerRate,
    ).toBe("Enter an employer rate between 0% and 30%.");
  });

  it("bounds money inputs with clear messages", () => {
    expect(forecastInputProblems({ ...valid, salary: -1 }).salary).toBe(
      "Enter a salary between $0 and $10,000,000 a year.",
    );
    expect(forecastInputProblems({ ...valid, salary: Number.NaN }).salary).toBe(
      "Enter a salary between $0 and $10,000,000 a year.",
    );
    expect(
      forecastInputProblems({ ...valid, salary: 10_000_001 }).salary,
    ).toBeDefined();
    expect(forecastInputProblems({ ...valid, balance: -5 }).balance).toBe(
      "Enter a balance between $0 and $100,000,000.",
    );
    expect(
      forecastInputProblems({
        ...valid,
        voluntaryAmount: 20_000,
        voluntaryFrequency: "week",
      }).voluntaryAmount,
    ).toBe("Enter voluntary contributions between $0 and $1,000,000 a year.");
    expect(
      forecastInputProblems({
        ...valid,
        voluntaryAmount: 20_000,
        voluntaryFrequency: "year",
      }).voluntaryAmount,
    ).toBeUndefined();
  });

  it("takes retirement ages 65 to 75 in whole years, and members under 65 only", () => {
    for (const retirementAge of [64, 76, 65.5, Number.NaN]) {
      expect(
        forecastInputProblems({ ...valid, retirementAge }).retirementAge,
      ).toBe("Enter a retirement age from 65 to 75 (whole years).");
    }
    expect(
      forecastInputProblems({ ...valid, retirementAge: 75 }).retirementAge,
    ).toBeUndefined();
    expect(
      forecastInputProblems({ ...valid, dateOfBirth: "1961-11-25" })
        .dateOfBirth,
    ).toBe("Forecast My Balance is for members under 65.");
    expect(
      forecastInputProblems({ ...valid, dateOfBirth: "1961-11-26" })
        .dateOfBirth,
    ).toBeUndefined();
    expect(
      forecastInputProblems({ ...valid, dateOfBirth: "2027-01-01" })
        .dateOfBirth,
    ).toBe("Enter a date of birth in the past.");
  });

  it("knows the fund types and the frequencies", () => {
    expect(
      forecastInputProblems({ ...valid, fundType: "Racy" as never }).fundType,
    ).toBe(
      "Choose a fund type: Defensive, Conservative, Balanced, Growth, Aggressive.",
    );
    expect(
      forecastInputProblems({ ...valid, voluntaryFrequency: "daily" as never })
        .voluntaryFrequency,
    ).toBe("Choose how often: a week, a fortnight, a month or a year.");
  });
});
