import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Channel } from '@tasman/domain';
import type { ToolKiwiSaverAccount } from '@tasman/domain/tools/tool-permissions';
import type { Db } from '../../db/client.js';
import { accountHolders, accounts, clients, transactions, users } from '../../db/schema/index.js';

/** Whether the user has advice-tools access (identity.users.has_advice_tools). */
export async function readHasAdviceTools(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ hasAdviceTools: users.hasAdviceTools }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.hasAdviceTools ?? false;
}

/** The client's date of birth, or null when the portal does not know it. */
export async function readDateOfBirth(db: Db, clientId: string): Promise<string | null> {
  const rows = await db.select({ dateOfBirth: clients.dateOfBirth }).from(clients).where(eq(clients.id, clientId)).limit(1);
  return rows[0]?.dateOfBirth ?? null;
}

/**
 * The KiwiSaver accounts the client owns on this portal (a member owns their KiwiSaver account; a
 * related party is not the member), each with how many funds it holds units in on `today`.
 */
export async function readKiwiSaverAccounts(db: Db, channel: Channel, clientId: string, today: string): Promise<ToolKiwiSaverAccount[]> {
  const owned = await db
    .select({ id: accounts.id, status: accounts.accountStatus })
    .from(accounts)
    .innerJoin(accountHolders, eq(accountHolders.accountId, accounts.id))
    .where(
      and(
        eq(accountHolders.clientId, clientId),
        eq(accountHolders.ownershipType, 'OWNER'),
        eq(accounts.productType, 'KS'),
        eq(accounts.channel, channel),
      ),
    );
  if (owned.length === 0) return [];
  const held = await db
    .select({ accountId: transactions.accountId, securityId: transactions.securityId })
    .from(transactions)
    .where(
      and(
        inArray(
          transactions.accountId,
          owned.map((account) => account.id),
        ),
        eq(transactions.isPending, false),
        lte(transactions.tradeDate, today),
      ),
    )
    .groupBy(transactions.accountId, transactions.securityId)
    .having(sql`coalesce(sum(${transactions.units}), 0) > 0`);
  return owned.map((account) => ({
    isOpen: account.status === 'O',
    securitiesHeld: held.filter((row) => row.accountId === account.id).length,
  }));
}
