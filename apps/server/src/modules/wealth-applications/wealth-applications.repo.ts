import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountHolders, accounts, wmApplicationInfoRequired } from '../../db/schema/index.js';

/** An account of the portal that the client holds as OWNER, or null. */
export async function findOwnedAccount(db: Db, accountId: string, clientId: string, channel: 'NZ' | 'AU') {
  const [row] = await db
    .select({ id: accounts.id, accountNumber: accounts.accountNumber, edosProgress: accounts.edosProgress })
    .from(accounts)
    .innerJoin(accountHolders, and(eq(accountHolders.accountId, accounts.id), eq(accountHolders.clientId, clientId)))
    .where(and(eq(accounts.id, accountId), eq(accounts.channel, channel), eq(accountHolders.ownershipType, 'OWNER')))
    .limit(1);
  return row ?? null;
}

/** What the manager still needs from this client for this account's application, oldest first. */
export async function findInfoRequired(db: Db, accountId: string, clientId: string) {
  return db
    .select()
    .from(wmApplicationInfoRequired)
    .where(and(eq(wmApplicationInfoRequired.accountId, accountId), eq(wmApplicationInfoRequired.clientId, clientId)))
    .orderBy(asc(wmApplicationInfoRequired.requestedAt), asc(wmApplicationInfoRequired.itemCode));
}
