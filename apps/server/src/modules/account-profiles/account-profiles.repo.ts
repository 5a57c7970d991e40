import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountHolders, accounts, clients, securities, standingOrders, users } from '../../db/schema/index.js';

/** The accounts a client holds, owned or related, with their bank details (SQL only). */
export function findProfileAccountsOfClient(db: Db, clientId: string, channel: 'NZ' | 'AU') {
  return db
    .select({
      accountNumber: accounts.accountNumber,
      accountNumberAlternative: accounts.accountNumberAlternative,
      accountName: accounts.accountName,
      productType: accounts.productType,
      accountType: accounts.accountType,
      accountStatus: accounts.accountStatus,
      pir: accounts.pir,
      bankAccountName: accounts.bankAccountName,
      bankAccountNumber: accounts.bankAccountNumber,
      ownershipType: accountHolders.ownershipType,
    })
    .from(accountHolders)
    .innerJoin(accounts, eq(accounts.id, accountHolders.accountId))
    .where(and(eq(accountHolders.clientId, clientId), eq(accounts.channel, channel)))
    .orderBy(asc(accounts.accountNumber));
}

/** Every holder of an account with the client's key and name, owners first, then by name. */
export function findHolders(db: Db, accountId: string) {
  return db
    .select({
      clientId: accountHolders.clientId,
      clientKey: clients.clientKey,
      firstName: clients.firstName,
      lastName: clients.lastName,
      ownershipType: accountHolders.ownershipType,
      role: accountHolders.role,
      authToAct: accountHolders.authToAct,
      authorisedParty: accountHolders.authorisedParty,
      notificationPref: accountHolders.notificationPref,
    })
    .from(accountHolders)
    .innerJoin(clients, eq(clients.id, accountHolders.clientId))
    .where(eq(accountHolders.accountId, accountId))
    .orderBy(asc(accountHolders.ownershipType), asc(clients.lastName), asc(clients.firstName), asc(clients.clientKey));
}

/** The standing orders of an account that still run (cancelled ones are history, not recurring). */
export function findStandingOrders(db: Db, accountId: string) {
  return db
    .select({
      orderType: standingOrders.orderType,
      amount: standingOrders.amount,
      frequency: standingOrders.frequency,
      nextDate: standingOrders.nextDate,
      fundName: securities.name,
      paymentMethod: standingOrders.paymentMethod,
      status: standingOrders.status,
    })
    .from(standingOrders)
    .leftJoin(securities, eq(securities.id, standingOrders.securityId))
    .where(and(eq(standingOrders.accountId, accountId), ne(standingOrders.status, 'Cancelled')))
    .orderBy(asc(standingOrders.orderType), asc(standingOrders.nextDate), asc(standingOrders.id));
}

export async function isTwoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return rows[0]?.enabled ?? false;
}

export async function setAuthToAct(db: Db, accountId: string, clientId: string, value: boolean) {
  await db
    .update(accountHolders)
    .set({ authToAct: value })
    .where(and(eq(accountHolders.accountId, accountId), eq(accountHolders.clientId, clientId)));
}

export async function setNotificationPref(db: Db, accountId: string, clientId: string, value: 'Email' | null) {
  await db
    .update(accountHolders)
    .set({ notificationPref: value })
    .where(and(eq(accountHolders.accountId, accountId), eq(accountHolders.clientId, clientId)));
}
