import type { IsoDate } from "../calendar/iso-date.js";
import { contributionRateRuleOn } from "./contribution-rates.js";
import { monthEdges } from "../reports/month-edges.js";

/**
 * A starting salary for Forecast My Balance from the last 12 months' employee contributions (the
 * deductions passed on by Inland Revenue): the contributions divided by the default rate in force,
 * averaged month by month over the year (the default rose from 3% to 3.5% on 1 April 2026), to the
 * nearest $100. It assumes the member contributed at the default rate all year; the screen says so
 * and lets the member correct it. Null when there were no employee contributions (not employed).
 */
export function estimateSalary(
  memberContributions: number,
  from: IsoDate,
): number | null {
  if (!(memberContributions > 0)) return null;
  let rates = 0;
  for (let month = 0; month < 12; month++)
    rates += contributionRateRuleOn(monthEdges.addMonths(from, month)).defaultRate;
  const averageRate = rates / 12 / 100;
  return Math.round(memberContributions / averageRate / 100) * 100;
}
