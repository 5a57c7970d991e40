import Decimal from 'decimal.js';
import { valueHoldings, type HoldingToValue } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import * as repo from './accounts.repo.js';

export interface AccountBalance {
  /** Units × the last price on or before the date, plus Cash at Bank, to the cent (gross of PIE tax). */
  balance: number;
  /** The latest price date used; null when the account holds nothing priced. */
  balanceAsAtDate: string | null;
}

/**
 * Current valuations of accounts on a date (spec 000 §3 'balance', 'balanceAsAtDate'): three
 * set-based queries for all the accounts at once, then the domain's valuation rules per account.
 */
export async function accountBalances(db: Db, accountIds: readonly string[], asAt: string): Promise<Map<string, AccountBalance>> {
  const held = await repo.findUnitsHeld(db, accountIds, asAt);
  const prices = new Map(
    (await repo.findLatestPrices(db, [...new Set(held.map((h) => h.securityId))], asAt)).map((p) => [p.securityId, p]),
  );
  const cash = new Map((await repo.findCashBalances(db, accountIds, asAt)).map((c) => [c.accountId, c.balance]));

  const holdingsByAccount = new Map<string, HoldingToValue[]>();
  for (const holding of held) {
    const price = prices.get(holding.securityId);
    if (!price) continue; // units bought before the first price: nothing to value them at yet
    const list = holdingsByAccount.get(holding.accountId) ?? [];
    list.push({
      securityId: holding.securityId,
      name: holding.name,
      units: holding.units,
      unitPrice: price.unitPrice,
      priceAsAtDate: price.priceDate,
    });
    holdingsByAccount.set(holding.accountId, list);
  }

  const balances = new Map<string, AccountBalance>();
  for (const accountId of accountIds) {
    const holdings = holdingsByAccount.get(accountId) ?? [];
    const valuation = valueHoldings(holdings);
    const total = valuation.grossTotal.plus(new Decimal(cash.get(accountId) ?? 0));
    const asAtDates = holdings.map((h) => h.priceAsAtDate).sort();
    balances.set(accountId, {
      balance: total.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
      balanceAsAtDate: asAtDates.at(-1) ?? null,
    });
  }
  return balances;
}
