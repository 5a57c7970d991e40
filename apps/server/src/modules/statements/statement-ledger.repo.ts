import { and, asc, between, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountHolders,
  accounts,
  cashTransactions,
  clients,
  peCapitalCalls,
  peCommitments,
  reports,
  securities,
  transactions,
} from '../../db/schema/index.js';

/** A statement's record with its account's number and portal. */
export async function findReport(db: Db, reportId: string) {
  const [row] = await db
    .select({
      id: reports.id,
      reportName: reports.reportName,
      reportDate: reports.reportDate,
      reportType: reports.reportType,
      periodStart: reports.periodStart,
      periodEnd: reports.periodEnd,
      accountNumber: accounts.accountNumber,
      channel: accounts.channel,
    })
    .from(reports)
    .innerJoin(accounts, eq(accounts.id, reports.accountId))
    .where(eq(reports.id, reportId))
    .limit(1);
  return row ?? null;
}

/** The account's owners (the addressees of its statements), in a stable order. */
export async function findOwners(db: Db, accountId: string) {
  return db
    .select({
      title: clients.title,
      firstName: clients.firstName,
      lastName: clients.lastName,
      dateOfBirth: clients.dateOfBirth,
      postalAddress: clients.postalAddress,
    })
    .from(accountHolders)
    .innerJoin(clients, eq(clients.id, accountHolders.clientId))
    .where(and(eq(accountHolders.accountId, accountId), eq(accountHolders.ownershipType, 'OWNER')))
    .orderBy(asc(clients.clientKey));
}

/** The settled transactions of a range, oldest first, as the ledger booked them. */
export async function findTransactions(db: Db, accountId: string, from: string, to: string) {
  return db
    .select({
      tradeDate: transactions.tradeDate,
      transactionType: transactions.transactionType,
      description: transactions.description,
      securityName: securities.name,
      units: transactions.units,
      unitPrice: transactions.unitPrice,
      value: transactions.value,
      tax: transactions.tax,
      netValue: transactions.netValue,
    })
    .from(transactions)
    .innerJoin(securities, eq(securities.id, transactions.securityId))
    .where(and(eq(transactions.accountId, accountId), eq(transactions.isPending, false), between(transactions.tradeDate, from, to)))
    .orderBy(asc(transactions.tradeDate), asc(transactions.bookedAt), asc(transactions.id));
}

/** The capital calls noticed on or before a date, with their commitment, oldest first. */
export async function findCapitalCalls(db: Db, accountId: string, asAt: string) {
  return db
    .select({
      callNumber: peCapitalCalls.callNumber,
      noticeDate: peCapitalCalls.noticeDate,
      dueDate: peCapitalCalls.dueDate,
      callPercent: peCapitalCalls.callPercent,
      amount: peCapitalCalls.amount,
      commitmentId: peCommitments.id,
      committedAmount: peCommitments.committedAmount,
      fundName: securities.name,
    })
    .from(peCapitalCalls)
    .innerJoin(peCommitments, eq(peCommitments.id, peCapitalCalls.commitmentId))
    .innerJoin(securities, eq(securities.id, peCommitments.securityId))
    .where(and(eq(peCommitments.accountId, accountId), lte(peCapitalCalls.noticeDate, asAt)))
    .orderBy(asc(peCapitalCalls.noticeDate), asc(peCapitalCalls.callNumber));
}

/** The security ids behind the holdings list's msSecurityIds. */
export async function findSecurityIds(db: Db, msSecurityIds: readonly string[]) {
  if (msSecurityIds.length === 0) return [];
  return db
    .select({ id: securities.id, msSecurityId: securities.msSecurityId })
    .from(securities)
    .where(inArray(securities.msSecurityId, [...msSecurityIds]));
}

/** A wealth-management account's cash-account movements of a range, oldest first. */
export async function findCashTransactions(db: Db, accountId: string, from: string, to: string) {
  return db
    .select({
      eventDate: cashTransactions.eventDate,
      activity: cashTransactions.activity,
      securityName: securities.name,
      debitCredit: cashTransactions.debitCredit,
      amount: cashTransactions.amount,
      currencyCode: cashTransactions.currencyCode,
    })
    .from(cashTransactions)
    .leftJoin(securities, eq(securities.id, cashTransactions.securityId))
    .where(and(eq(cashTransactions.accountId, accountId), between(cashTransactions.eventDate, from, to)))
    .orderBy(asc(cashTransactions.eventDate), asc(cashTransactions.bookedAt), asc(cashTransactions.id));
}
