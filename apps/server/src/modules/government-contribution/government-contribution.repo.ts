import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountHolders, clients, transactions } from '../../db/schema/index.js';

/** The member of a KiwiSaver account: its owner (a KiwiSaver account has one). */
export async function findMember(db: Db, accountId: string) {
  const rows = await db
    .select({
      clientId: clients.id,
      firstName: clients.firstName,
      knownAs: clients.knownAs,
      lastName: clients.lastName,
      dateOfBirth: clients.dateOfBirth,
      emailAddress: clients.emailAddress,
    })
    .from(accountHolders)
    .innerJoin(clients, eq(clients.id, accountHolders.clientId))
    .where(and(eq(accountHolders.accountId, accountId), eq(accountHolders.ownershipType, 'OWNER')))
    .orderBy(asc(clients.clientKey))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The member's own contributions (type Contribution: deductions from pay passed on by Inland Revenue
 * and voluntary deposits; employer and government contributions are other types) between two days.
 */
export async function memberContributions(db: Db, accountId: string, from: string, through: string) {
  return db
    .select({ date: transactions.tradeDate, amount: transactions.value })
    .from(transactions)
    .where(
      and(
        eq(transactions.accountId, accountId),
        eq(transactions.transactionType, 'Contribution'),
        gte(transactions.tradeDate, from),
        lte(transactions.tradeDate, through),
      ),
    );
}
