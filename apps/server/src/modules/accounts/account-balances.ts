import Decimal from 'decimal.js';
import { valueHoldings, type HoldingToValue, type HoldingsValuation } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../auth/auth-context.js';
import { accessCte, accessedAccount, type AccessedAccount } from './account-access.js';
import * as repo from './accounts.repo.js';

/** What a held security is: read in the valuation's statement, so the screens need no query of their own. */
export type AccountSecurity = repo.HeldSecurity;

export interface AccountValuation {
  holdings: HoldingsValuation;
  /** What each holding is, beside its valuation row (keyed by securityId). */
  securities: Map<string, AccountSecurity>;
  /** Wealth-management cash account on the date. */
  cashAtBank: Decimal;
  /** Funds plus Cash at Bank, to the cent (gross of PIE tax). */
  balance: Decimal;
  /** The latest price date used; null when the account holds nothing priced. */
  balanceAsAtDate: string | null;
}

/**
 * Valuations of accounts on a date (spec 000 §3 'balance', 'balanceAsAtDate'; DESIGN §5 units ×
 * the last price on or before): one prepared statement for all the accounts at once
 * (accounts.repo findValuationRows), then the domain's valuation rules per account.
 */
export async function valueAccounts(
  db: Db,
  accountIds: readonly string[],
  asAt: string,
  /** PIE tax owed at the client's PIR on each holding's taxable income (the valuation list's tax column). */
  pieTax?: { pir: Decimal.Value; taxableIncome: ReadonlyMap<string, Decimal> },
): Promise<Map<string, AccountValuation>> {
  return (await valueAccountsWith(db, accountIds, asAt, {}, pieTax)).valuations;
}

/** A line of a held fund's latest top-holdings list (top-holdings.repo findLatestTopHoldings' rows). */
export interface HeldTopHolding {
  securityId: string;
  asAtDate: string;
  name: string;
  country: string;
  weight: string;
}

/** A line of a held fund's look-through allocation (accounts.repo findLatestAllocations' rows). */
export interface HeldAllocation {
  securityId: string;
  assetClass: string;
  weight: string;
}

/**
 * valueAccounts, and in the same statement what a screen needs beside it: with `boundOn`, the as-at
 * date of the first account's valuation on that day (the holdings screen's date bound,
 * accounts.repo findValuationAsAtDate; null when it holds nothing priced then or none is asked
 * for); with `allocations`, the held funds' latest look-through allocations on or before `asAt`
 * (the asset class summary's, as accounts.repo findLatestAllocations reads them); with
 * `topHoldings`, the held funds' latest top-holdings lists on or before `asAt`, each in rank order
 * (top-holdings.repo findLatestTopHoldings').
 */
export async function valueAccountsWith(
  db: Db,
  accountIds: readonly string[],
  asAt: string,
  also: { boundOn?: string; allocations?: boolean; topHoldings?: boolean },
  pieTax?: { pir: Decimal.Value; taxableIncome: ReadonlyMap<string, Decimal> },
): Promise<ValuationsWith> {
  const rows = await repo.findValuationRows(db, accountIds, asAt, also.boundOn ?? null, also.allocations ?? false, also.topHoldings ?? false);
  return valuationsOf(rows, accountIds, pieTax);
}

/**
 * valueAccountsWith for the one account a caller asks for by number, with the access check in the
 * valuation's own statement (account-access.ts accessCte): one round trip where the check and the
 * valuation were two. An account the caller may not read is answered as one that does not exist.
 */
export async function valueAccessedAccount(
  db: Db,
  auth: AuthContext,
  accountNumber: string,
  asAt: string,
  also: { boundOn?: string; allocations?: boolean; topHoldings?: boolean },
): Promise<Omit<ValuationsWith, 'valuations'> & { account: AccessedAccount; valuation: AccountValuation }> {
  const access = accessCte(auth, accountNumber);
  const rows = await repo.findValuationRows(db, { access }, asAt, also.boundOn ?? null, also.allocations ?? false, also.topHoldings ?? false);
  const account = accessedAccount(rows.find((row) => row.kind === 'X')?.amount);
  const { valuations, ...rest } = valuationsOf(rows, [account.id]);
  return { account, valuation: valuations.get(account.id)!, ...rest };
}

interface ValuationsWith {
  valuations: Map<string, AccountValuation>;
  bound: string | null;
  allocations: HeldAllocation[];
  topHoldings: HeldTopHolding[];
}

/** The valuation statement's rows (accounts.repo findValuationRows) as each account's valuation and what came beside them. */
function valuationsOf(
  rows: readonly repo.ValuationRow[],
  accountIds: readonly string[],
  pieTax?: { pir: Decimal.Value; taxableIncome: ReadonlyMap<string, Decimal> },
): ValuationsWith {
  const cash = new Map<string, string>();
  const allocations: HeldAllocation[] = [];
  const topLines: Array<HeldTopHolding & { rank: number }> = [];
  let bound: string | null = null;
  const holdingsByAccount = new Map<string, HoldingToValue[]>();
  const securities = new Map<string, AccountSecurity>();
  for (const row of rows) {
    if (row.kind === 'C') {
      if (row.amount !== null) cash.set(row.accountId!, row.amount);
      continue;
    }
    if (row.kind === 'X') continue; // the access check's row: valueAccessedAccount reads it
    if (row.kind === 'B') {
      bound = row.amount;
      continue;
    }
    if (row.kind === 'T') {
      topLines.push({ securityId: row.securityId!, asAtDate: row.priceDate!, name: row.name!, country: row.assetClass!, weight: row.amount!, rank: Number(row.unitPrice) });
      continue;
    }
    if (row.kind === 'A') {
      allocations.push({ securityId: row.securityId!, assetClass: row.assetClass!, weight: row.amount! });
      continue;
    }
    if (row.priceDate === null || row.unitPrice === null) continue; // units bought before the first price: nothing to value them at yet
    const securityId = row.securityId!;
    securities.set(securityId, {
      msSecurityId: row.msSecurityId!,
      assetClass: row.assetClass!,
      code: row.code!,
      isin: row.isin ?? null,
      xRayProxy: row.xRayProxy ?? null,
      investmentCategory: row.investmentCategory!,
      securityType: row.securityType!,
      currencyCode: row.currencyCode!,
      name: row.name!,
    });
    const list = holdingsByAccount.get(row.accountId!) ?? [];
    list.push({
      securityId,
      name: row.name!,
      units: row.amount!,
      unitPrice: row.unitPrice,
      priceAsAtDate: row.priceDate,
      ...(pieTax ? { pieTax: { taxableIncome: pieTax.taxableIncome.get(securityId) ?? 0 } } : {}),
    });
    holdingsByAccount.set(row.accountId!, list);
  }

  const valuations = new Map<string, AccountValuation>();
  for (const accountId of accountIds) {
    const list = holdingsByAccount.get(accountId) ?? [];
    const cashAtBank = new Decimal(cash.get(accountId) ?? 0);
    const holdings = valueHoldings(list, pieTax?.pir ?? 0, cashAtBank);
    const asAtDates = list.map((h) => h.priceAsAtDate).sort();
    valuations.set(accountId, {
      holdings,
      securities,
      cashAtBank,
      balance: holdings.grossTotal.plus(cashAtBank).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
      balanceAsAtDate: asAtDates.at(-1) ?? null,
    });
  }
  // Each list in its rank order (the statement's rows come in no promised order).
  topLines.sort((a, b) => (a.securityId < b.securityId ? -1 : a.securityId > b.securityId ? 1 : a.rank - b.rank));
  const topHoldings = topLines.map(({ rank: _rank, ...line }) => line);
  return { valuations, bound, allocations, topHoldings };
}
