import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Channel, ProductType, UserType } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { accountHolders, accounts, accountValuationSummaries, advisers, clients, users } from '../../db/schema/index.js';
import { createUser } from '../../test/fixtures.js';
import { TestBrowser } from '../../test/test-app.js';

/** Test fixtures of the client book: advisers, clients and accounts with valuations put in directly. */

const unique = () => randomBytes(4).toString('hex');

export async function addAdviser(db: Db, channel: Channel, firstName: string, lastName: string) {
  const [adviser] = await db.insert(advisers).values({ channel, firstName, lastName }).returning();
  return adviser!;
}

export async function addClient(db: Db, channel: Channel, firstName: string, lastName: string, knownAs: string | null = null) {
  const [client] = await db.insert(clients).values({ clientKey: `CB${unique()}`, channel, firstName, lastName, knownAs }).returning();
  return client!;
}

export interface AccountSpec {
  owners: string[];
  product: ProductType;
  adviserId: string | null;
  channel?: Channel;
  open?: boolean;
  /** The latest valuation (account_valuation_summaries), or none: an account not valued yet. */
  valueCents?: number;
  asAt?: string;
  related?: string[];
}

export async function addAccount(db: Db, spec: AccountSpec) {
  const t = unique();
  const [account] = await db
    .insert(accounts)
    .values({
      accountNumber: `CB${t}`,
      accountNumberAlternative: spec.channel === 'AU' ? `AU${t}` : null,
      accountName: `Book ${spec.product} ${t}`,
      channel: spec.channel ?? 'NZ',
      productType: spec.product,
      accountType: spec.owners.length > 1 ? 'Joint' : 'Individual',
      accountStatus: spec.open === false ? 'C' : 'O',
      signupDate: '2020-04-01',
      adviserId: spec.adviserId,
    })
    .returning();
  const holders = [
    ...spec.owners.map((clientId) => ({ accountId: account!.id, clientId, ownershipType: 'OWNER' as const, role: 'Owner' })),
    ...(spec.related ?? []).map((clientId) => ({ accountId: account!.id, clientId, ownershipType: 'RELATED' as const, role: 'Related party' })),
  ];
  await db.insert(accountHolders).values(holders);
  if (spec.valueCents !== undefined) {
    await db.insert(accountValuationSummaries).values({
      accountId: account!.id,
      latestDate: spec.asAt ?? '2024-06-28',
      latestValueCents: spec.valueCents,
      latestNetIndex: 1,
      latestCumFlowCents: spec.valueCents,
      latestCumTaxCents: 0,
    });
  }
  return account!;
}

/** A signed-in browser of a new user of the portal; an adviser user is linked to their adviser record. */
export async function signedIn(app: FastifyInstance, db: Db, userType: UserType, adviserId?: string) {
  const { user, client } = await createUser(db, { userType, channel: app.channel });
  if (adviserId) await db.update(users).set({ adviserId }).where(eq(users.id, user.id));
  const browser = new TestBrowser(app);
  const response = await browser.signIn(user.username);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { browser, user, client };
}
