import Decimal from 'decimal.js';
import { valueHoldings, type HoldingToValue, type HoldingsValuation } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import * as repo from './accounts.repo.js';

export interface AccountValuation {
  holdings: HoldingsValuation;
  /** What each holding is, beside its valuation row (keyed by securityId). */
  securities: Map<string, { msSecurityId: string; assetClass: string }>;
  /** Wealth-management cash account on the date. */
  cashAtBank: Decimal;
  /** Funds plus Cash at Bank, to the cent (gross of PIE tax). */
  balance: Decimal;
  /** The latest price date used; null when the account holds nothing priced. */
  balanceAsAtDate: string | null;
}

/**
 * Valuations of accounts on a date (spec 000 §3 'balance', 'balanceAsAtDate'; DESIGN §5 units ×
 * the last price on or before): three set-based queries for all the accounts at once, then the
 * domain's valuation rules per account.
 */
export async function valueAccounts(
  db: Db,
  accountIds: readonly string[],
  asAt: string,
  /** PIE tax owed at the client's PIR on each holding's taxable income (the valuation list's tax column). */
  pieTax?: { pir: Decimal.Value; taxableIncome: ReadonlyMap<string, Decimal> },
): Promise<Map<string, AccountValuation>> {
  const held = await repo.findUnitsHeld(db, accountIds, asAt);
  const prices = new Map(
    (await repo.findLatestPrices(db, [...new Set(held.map((h) => h.securityId))], asAt)).map((p) => [p.securityId, p]),
  );
  const cash = new Map((await repo.findCashBalances(db, accountIds, asAt)).map((c) => [c.accountId, c.balance]));

  const holdingsByAccount = new Map<string, HoldingToValue[]>();
  const securities = new Map<string, { msSecurityId: string; assetClass: string }>();
  for (const holding of held) {
    const price = prices.get(holding.securityId);
    if (!price) continue; // units bought before the first price: nothing to value them at yet
    securities.set(holding.securityId, { msSecurityId: holding.msSecurityId, assetClass: holding.assetClass });
    const list = holdingsByAccount.get(holding.accountId) ?? [];
    list.push({
      securityId: holding.securityId,
      name: holding.name,
      units: holding.units,
      unitPrice: price.unitPrice,
      priceAsAtDate: price.priceDate,
      ...(pieTax ? { pieTax: { taxableIncome: pieTax.taxableIncome.get(holding.securityId) ?? 0 } } : {}),
    });
    holdingsByAccount.set(holding.accountId, list);
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
  return valuations;
}
