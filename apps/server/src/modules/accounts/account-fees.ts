import type Decimal from 'decimal.js';
import { addDays, type FeeSummary } from '@tasman/domain';
import { feeSummary, type FundHoldingDays } from '@tasman/domain/performance/fund-charges';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeNamed } from '../../db/named-statement.js';
import * as valuations from '../../jobs/valuations/valuation.repo.js';
import { lastIndexOnOrBefore } from './account-series.js';
import type { ResolvedPeriod } from './performance.service.js';

const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * The period's fees beside the bridge (issue 9 item 5): the member fees the ledger charged, and
 * each fund's management fee estimated from its rate and the account's stored daily values in it
 * (performance/fund-charges.ts). Reads the holdings' stored years, as the by-fund table does.
 */
export async function accountFeeSummary(db: Db, accountId: string, range: ResolvedPeriod, memberFees: Decimal): Promise<FeeSummary> {
  const rows = await valuations.findHoldingYears(db, accountId, yearOf(range.from) - 1, yearOf(range.to), ['valueCents']);
  const bySecurity = new Map<string, { dates: string[]; valueCents: number[] }>();
  for (const row of rows) {
    let days = bySecurity.get(row.securityId);
    if (!days) bySecurity.set(row.securityId, (days = { dates: [], valueCents: [] }));
    days.dates.push(...row.dates);
    days.valueCents.push(...row.valueCents);
  }
  const funds =
    bySecurity.size === 0
      ? []
      : await executeNamed<{ id: string; name: string; feePercent: string | null }>(
          db,
          // One statement for any number of funds: the ids (uuids read from the database) as one array literal.
          sql`select id, name, fee_percent::text as "feePercent" from securities where id = any(${`{${[...bySecurity.keys()].join(',')}}`}::uuid[])`,
          'fund_fee_rates',
        );
  const dayBefore = addDays(range.from, -1);
  const holdings: FundHoldingDays[] = funds.map((fund) => {
    const days = bySecurity.get(fund.id)!;
    const opening = lastIndexOnOrBefore(days.dates, dayBefore);
    const last = lastIndexOnOrBefore(days.dates, range.to);
    return {
      name: fund.name,
      feePercent: fund.feePercent === null ? null : Number(fund.feePercent),
      openingValueCents: opening >= 0 ? days.valueCents[opening]! : 0,
      dates: days.dates.slice(opening + 1, last + 1),
      valueCents: days.valueCents.slice(opening + 1, last + 1),
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
