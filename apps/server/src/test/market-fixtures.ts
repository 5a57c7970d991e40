import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { cashTransactions, fundAssetAllocations, securities, transactions, unitPrices } from '../db/schema/index.js';

const unique = () => randomBytes(4).toString('hex').toUpperCase();

/** A fund with the given daily unit prices, as [date, price] pairs. */
export async function createFund(db: Db, name: string, prices: Array<[string, string]>) {
  const [fund] = await db
    .insert(securities)
    .values({
      msSecurityId: `F${unique()}`,
      code: `T${unique()}`,
      name,
      productCodes: ['KS', 'UT', 'PW'],
      securityType: 'Fund',
      assetClass: 'Diversified',
      investmentCategory: 'Growth',
      currencyCode: 'NZD',
    })
    .returning();
  if (!fund) throw new Error('fund not created');
  if (prices.length > 0) {
    await db.insert(unitPrices).values(prices.map(([priceDate, unitPrice]) => ({ securityId: fund.id, priceDate, unitPrice })));
  }
  return fund;
}

/** A settled (or pending) unit transaction; value = units × price to the cent, as the registry books it. */
export async function trade(
  db: Db,
  t: { accountId: string; securityId: string; tradeDate: string; units: string; unitPrice: string; value: string; pending?: boolean },
) {
  await db.insert(transactions).values({
    accountId: t.accountId,
    securityId: t.securityId,
    tradeDate: t.tradeDate,
    bookedAt: new Date(`${t.tradeDate}T00:00:00Z`),
    transactionType: Number(t.units) >= 0 ? 'Contribution' : 'Withdrawal',
    description: 'Test trade',
    units: t.units,
    unitPrice: t.unitPrice,
    value: t.value,
    netValue: t.value,
    isPending: t.pending ?? false,
  });
}

/** A movement on a wealth-management account's Cash at Bank. */
export async function cash(db: Db, accountId: string, eventDate: string, debitCredit: 'D' | 'C', amount: string) {
  await db.insert(cashTransactions).values({
    accountId,
    eventDate,
    interestDate: eventDate,
    bookedAt: new Date(`${eventDate}T00:00:00Z`),
    activity: debitCredit === 'C' ? 'Deposit' : 'Purchase',
    debitCredit,
    amount,
    currencyCode: 'NZD',
  });
}

/** A fund's look-through ('Actual') allocation on a date, as [asset class, percent] pairs. */
export async function allocate(db: Db, securityId: string, asAtDate: string, weights: Array<[string, string]>) {
  await db.insert(fundAssetAllocations).values(
    weights.map(([assetClass, weight]) => ({
      securityId,
      asAtDate,
      publishDate: asAtDate,
      allocationKind: 'Actual' as const,
      assetClass,
      investmentCategory: assetClass.includes('Fixed Interest') || assetClass.includes('Cash') ? ('Income' as const) : ('Growth' as const),
      weight,
    })),
  );
}
