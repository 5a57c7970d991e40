import type Decimal from 'decimal.js';
import { addDays, type FeeSummary } from '@tasman/domain';
import { feeSummary, type FundHoldingDays } from '@tasman/domain/performance/fund-charges';
import { lastIndexOnOrBefore } from './account-series.js';
import type { ResolvedPeriod } from './performance.service.js';

/**
 * The period's fees beside the bridge (issue 9 item 5): the member fees the ledger charged, and
 * each fund's management fee estimated from its rate and the account's stored daily values in it
 * (performance/fund-charges.ts): each fund's stored days from the year before the range, with its
 * rate, as performance.repo.ts reads them.
 */
export function feeSummaryOf(
  funds: ReadonlyArray<{ name: string; feePercent: string | null; dates: readonly string[]; valueCents: readonly number[] }>,
  range: ResolvedPeriod,
  memberFees: Decimal,
): FeeSummary {
  const dayBefore = addDays(range.from, -1);
  const holdings: FundHoldingDays[] = funds.map((fund) => {
    const opening = lastIndexOnOrBefore(fund.dates, dayBefore);
    const last = lastIndexOnOrBefore(fund.dates, range.to);
    return {
      name: fund.name,
      feePercent: fund.feePercent === null ? null : Number(fund.feePercent),
      openingValueCents: opening >= 0 ? fund.valueCents[opening]! : 0,
      dates: fund.dates.slice(opening + 1, last + 1),
      valueCents: fund.valueCents.slice(opening + 1, last + 1),
    };
  });
  const summary = feeSummary(range, holdings, memberFees);
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
