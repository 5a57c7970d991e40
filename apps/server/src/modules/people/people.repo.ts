import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountHolders, accounts, advisers, clients, users } from '../../db/schema/index.js';

export async function findClientById(db: Db, clientId: string) {
  const rows = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  return rows[0] ?? null;
}

export async function findClientByKey(db: Db, clientKey: string, channel: 'NZ' | 'AU') {
  const rows = await db
    .select()
    .from(clients)
    .where(and(eq(clients.clientKey, clientKey), eq(clients.channel, channel)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findAdviserById(db: Db, adviserId: string) {
  const rows = await db.select().from(advisers).where(eq(advisers.id, adviserId)).limit(1);
  return rows[0] ?? null;
}

/** The advisers of the accounts a client holds. */
export async function findAdvisersOfClient(db: Db, clientId: string) {
  const adviserIds = db
    .select({ id: accounts.adviserId })
    .from(accountHolders)
    .innerJoin(accounts, eq(accounts.id, accountHolders.accountId))
    .where(eq(accountHolders.clientId, clientId));
  return db.selectDistinct().from(advisers).where(inArray(advisers.id, adviserIds)).orderBy(advisers.lastName);
}

export async function userHasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.on ?? false;
}
