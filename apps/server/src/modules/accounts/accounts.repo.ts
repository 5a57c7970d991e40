import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountHolders, accounts, cashTransactions, securities, transactions, unitPrices } from '../../db/schema/index.js';

/** The accounts a client holds, owned or related. */
export async function findAccountsOfClient(db: Db, clientId: string) {
  return db
    .select({
      accountId: accounts.id,
      accountNumber: accounts.accountNumber,
      accountNumberAlternative: accounts.accountNumberAlternative,
      accountName: accounts.accountName,
      productType: accounts.productType,
      accountType: accounts.accountType,
      accountStatus: accounts.accountStatus,
      signupDate: accounts.signupDate,
      isDims: accounts.isDims,
      ownershipType: accountHolders.ownershipType,
    })
    .from(accountHolders)
    .innerJoin(accounts, eq(accounts.id, accountHolders.accountId))
    .where(eq(accountHolders.clientId, clientId));
}

/** Units held per account and security on a date: the sum of settled units traded up to it. */
export async function findUnitsHeld(db: Db, accountIds: readonly string[], asAt: string) {
  if (accountIds.length === 0) return [];
  const units = sql<string>`sum(${transactions.units})`;
  return db
    .select({ accountId: transactions.accountId, securityId: transactions.securityId, name: securities.name, units })
    .from(transactions)
    .innerJoin(securities, eq(securities.id, transactions.securityId))
    .where(
      and(
        inArray(transactions.accountId, [...accountIds]),
        eq(transactions.isPending, false),
        lte(transactions.tradeDate, asAt),
      ),
    )
    .groupBy(transactions.accountId, transactions.securityId, securities.name)
    .having(sql`sum(${transactions.units}) <> 0`);
}

/** The last unit price of each security on or before a date. */
export async function findLatestPrices(db: Db, securityIds: readonly string[], asAt: string) {
  if (securityIds.length === 0) return [];
  return db
    .selectDistinctOn([unitPrices.securityId], {
      securityId: unitPrices.securityId,
      priceDate: unitPrices.priceDate,
      unitPrice: unitPrices.unitPrice,
    })
    .from(unitPrices)
    .where(and(inArray(unitPrices.securityId, [...securityIds]), lte(unitPrices.priceDate, asAt)))
    .orderBy(unitPrices.securityId, desc(unitPrices.priceDate));
}

/** Cash at Bank of wealth-management accounts on a date: credits less debits. */
export async function findCashBalances(db: Db, accountIds: readonly string[], asAt: string) {
  if (accountIds.length === 0) return [];
  return db
    .select({
      accountId: cashTransactions.accountId,
      balance: sql<string>`sum(case when ${cashTransactions.debitCredit} = 'C' then ${cashTransactions.amount} else -${cashTransactions.amount} end)`,
    })
    .from(cashTransactions)
    .where(and(inArray(cashTransactions.accountId, [...accountIds]), lte(cashTransactions.eventDate, asAt)))
    .groupBy(cashTransactions.accountId);
}
