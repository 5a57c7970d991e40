import { assetBreakdown, localDateIn, type AssetClassSummaryResponse, type HoldingForBreakdown } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../auth/auth-context.js';
import { valueAccountsWith } from './account-balances.js';
import { requireAccountAccess } from './account-access.js';
import type { AccountRow } from './performance.service.js';
import { storedFigureOf, type StoredJson } from './stored-figures.js';

const CASH_AT_BANK = { securityName: 'Cash at Bank', msSecurityId: 'CASH-AT-BANK' } as const;

/**
 * GET /api/v1/Account/AssetClassSummary/{accountNumber} (spec 001 §7): the account's current value
 * spread over its funds' latest look-through allocations, by the domain's breakdown rules. A direct
 * security counts wholly in its own asset class; Cash at Bank is shown apart.
 */
export async function assetClassSummary(
  db: Db,
  auth: AuthContext,
  accountNumber: string,
  now: Date = new Date(),
): Promise<AssetClassSummaryResponse | StoredJson> {
  // Stored for the day it was made (stored-figures.ts): the summary values the holdings as at today.
  const today = localDateIn(auth.channel, now);
  const stored = await storedFigureOf(db, auth, accountNumber, 'asset-class-summary', today);
  return stored ?? assetClassSummaryFor(db, await requireAccountAccess(db, auth, accountNumber), today);
}

/** The summary of an account as at a day (the client's today), with no session (the stored-figures job makes it ahead). */
export async function assetClassSummaryFor(
  db: Db,
  account: Pick<AccountRow, 'id' | 'accountNumber'>,
  today: string,
): Promise<AssetClassSummaryResponse> {
  // The funds' look-through allocations come in the valuation's own statement (one round trip).
  const read = await valueAccountsWith(db, [account.id], today, { allocations: true });
  const valuation = read.valuations.get(account.id)!;
  const allocations = read.allocations;

  const holdings: HoldingForBreakdown[] = valuation.holdings.list.map((row) => {
    const security = valuation.securities.get(row.securityId)!;
    const rows = allocations.filter((a) => a.securityId === row.securityId);
    return {
      securityName: row.name,
      msSecurityId: security.msSecurityId,
      value: row.securityValue,
      allocation: rows.length > 0 ? rows : [{ assetClass: security.assetClass, weight: 100 }],
    };
  });
  if (!valuation.cashAtBank.isZero()) {
    holdings.push({ ...CASH_AT_BANK, value: valuation.cashAtBank, allocation: [{ assetClass: 'Cash at Bank', weight: 100 }] });
  }

  const breakdown = assetBreakdown(holdings, valuation.balanceAsAtDate ?? today);
  return {
    accountNumber: account.accountNumber,
    asAtDate: valuation.balanceAsAtDate,
    totalValue: breakdown.totalValue.toNumber(),
    totalPercentage: breakdown.totalPercentage.toNumber(),
    assetClasses: breakdown.assetClasses.map((c) => ({
      assetClassLabel: c.assetClassLabel,
      totalAllocationValue: c.totalAllocationValue.toNumber(),
      totalAllocationPercent: c.totalAllocationPercent.toNumber(),
      securities: c.securities.map((s) => ({
        securityName: s.securityName,
        msSecurityId: s.msSecurityId,
        value: s.value.toNumber(),
        allocationPercentage: s.allocationPercentage.toNumber(),
      })),
    })),
    cashAtBank: { value: breakdown.cashAtBank.value.toNumber(), percentage: breakdown.cashAtBank.percentage.toNumber() },
  };
}
