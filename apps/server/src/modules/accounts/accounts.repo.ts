import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountHolders, accounts } from '../../db/schema/index.js';

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
