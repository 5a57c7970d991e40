import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { peCommitments, transactions } from '../../db/schema/index.js';

/** The amounts the account committed on or before a date (spec 001 §3 committedCapital). */
export async function findCommitments(db: Db, accountId: string, asAt: string) {
  return db
    .select({ committedAmount: peCommitments.committedAmount })
    .from(peCommitments)
    .where(and(eq(peCommitments.accountId, accountId), lte(peCommitments.commitmentDate, asAt)));
}

const CAPITAL_KINDS = ['CapitalCall', 'Distribution', 'TransferIn', 'TransferOut'] as const;

/** The settled calls, distributions and unit transfers of an account up to a date. */
export async function findCapitalMovements(db: Db, accountId: string, asAt: string) {
  return db
    .select({ kind: transactions.transactionType, value: transactions.value })
    .from(transactions)
    .where(
      and(
        eq(transactions.accountId, accountId),
        eq(transactions.isPending, false),
        inArray(transactions.transactionType, [...CAPITAL_KINDS]),
        lte(transactions.tradeDate, asAt),
      ),
    );
}

/** The settled capital-call transactions of an account from one date to another, oldest first. */
export async function findCallTransactions(db: Db, accountId: string, from: string, to: string) {
  return db
    .select({ tradeDate: transactions.tradeDate, unitPrice: transactions.unitPrice, value: transactions.value })
    .from(transactions)
    .where(
      and(
        eq(transactions.accountId, accountId),
        eq(transactions.isPending, false),
        eq(transactions.transactionType, 'CapitalCall'),
        gte(transactions.tradeDate, from),
        lte(transactions.tradeDate, to),
      ),
    )
    .orderBy(asc(transactions.tradeDate), asc(transactions.bookedAt));
}

/** Each fund's top holdings as published at its latest date on or before a date: the top-holdings module's query. */
export { findLatestTopHoldings } from '../top-holdings/top-holdings.repo.js';
