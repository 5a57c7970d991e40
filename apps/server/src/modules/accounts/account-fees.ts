import type Decimal from 'decimal.js';
import type { FeeSummary } from '@tasman/domain';
import { centDaysBetween, feeSummary, type CentDaysPoint } from '@tasman/domain/performance/fund-charges';
import type { ResolvedPeriod } from './performance.service.js';

/**
 * The period's fees beside the bridge (issue 9 item 5): the member fees the ledger charged, and
 * each fund's management fee estimated from its rate and the account's daily values in it
 * (performance/fund-charges.ts): the Σ of those values over the period's calendar days comes from
 * each fund's running cent-days at its last stored day before the period and at its last on or
 * before the period's end, as performance.repo.ts reads them.
 */
export function feeSummaryOf(
  funds: ReadonlyArray<{ name: string; feePercent: string | null; opening: CentDaysPoint | null; closing: CentDaysPoint | null }>,
  range: ResolvedPeriod,
  memberFees: Decimal,
): FeeSummary {
  const summary = feeSummary(
    range,
    funds.map((fund) => ({
      name: fund.name,
      feePercent: fund.feePercent === null ? null : Number(fund.feePercent),
      centDays: centDaysBetween(range, fund.opening, fund.closing),
    })),
    memberFees,
  );
  return {
    memberFees: Number(summary.memberFees),
    estimatedFundCharges: Number(summary.estimatedFundCharges),
    estimatedTotalFees: Number(summary.estimatedTotalFees),
    funds: summary.funds.map((line) => ({
      name: line.name,
      feePercent: line.feePercent,
      averageValue: Number(line.averageValue),
      estimatedCharge: Number(line.estimatedCharge),
    })),
  };
}
