import { randomBytes, randomUUID } from 'node:crypto';
import type { Channel, ProductType, UserType } from '@tasman/domain';
import type { Db } from '../db/client.js';
import type { AuthContext } from '../modules/auth/auth-context.js';
import { accountHolders, accounts, clients, users } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { encryptSecret, totpKey } from '../modules/two-factor/secret-box.js';
import { testEnv } from './test-app.js';

export const TEST_PASSWORD = 'correct horse battery staple';
/** Base32 TOTP secret of every test user with two-factor on. */
export const TEST_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';

let cachedHash: Promise<string> | undefined;
const testPasswordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

const unique = () => randomBytes(4).toString('hex');

export interface UserFixture {
  username?: string;
  channel?: Channel;
  userType?: UserType;
  clientStatusCode?: string | null;
  withClient?: boolean;
  twoFactorEnabled?: boolean;
  /**
   * How a two-factor user's TOTP secret (TEST_TOTP_SECRET) is stored: 'encrypted' (default) as the
   * portal stores it, with the test key of testEnv; 'plain' as rows from before encryption did.
   */
  twoFactorSecretStorage?: 'encrypted' | 'plain';
  hasAdviceTools?: boolean;
}

/** Creates a user (and, for clients, their client record) directly, so only the journey under test goes through the API. */
export async function createUser(db: Db, fixture: UserFixture = {}) {
  const channel = fixture.channel ?? 'NZ';
  const userType = fixture.userType ?? 'Client';
  const withClient = fixture.withClient ?? userType === 'Client';
  const [client] = withClient
    ? await db
        .insert(clients)
        .values({
          clientKey: `CK${unique()}`,
          channel,
          clientStatusCode: fixture.clientStatusCode ?? null,
          firstName: 'Aroha',
          lastName: 'Test',
          salutation: 'Ms Test',
        })
        .returning()
    : [undefined];
  const userId = randomUUID();
  const storedSecret =
    fixture.twoFactorSecretStorage === 'plain' ? TEST_TOTP_SECRET : encryptSecret(totpKey(testEnv), userId, TEST_TOTP_SECRET);
  const [user] = await db
    .insert(users)
    .values({
      id: userId,
      username: (fixture.username ?? `user.${unique()}`).toLowerCase(),
      passwordHash: await testPasswordHash(),
      channel,
      userType,
      clientId: client?.id ?? null,
      twoFactorEnabled: fixture.twoFactorEnabled ?? false,
      twoFactorSecret: fixture.twoFactorEnabled ? storedSecret : null,
      hasAdviceTools: fixture.hasAdviceTools ?? false,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return { user, client: client ?? null };
}

/** Gives a client an account of a product type, as OWNER or RELATED. */
export async function giveAccount(
  db: Db,
  clientId: string,
  productType: ProductType,
  options: { ownershipType?: 'OWNER' | 'RELATED'; open?: boolean; channel?: Channel } = {},
) {
  const [account] = await db
    .insert(accounts)
    .values({
      accountNumber: `T${unique()}`,
      accountName: `Test ${productType} account`,
      channel: options.channel ?? 'NZ',
      productType,
      accountType: 'Individual',
      accountStatus: options.open === false ? 'C' : 'O',
      signupDate: '2020-04-01',
    })
    .returning();
  if (!account) throw new Error('account not created');
  await db.insert(accountHolders).values({
    accountId: account.id,
    clientId,
    ownershipType: options.ownershipType ?? 'OWNER',
    role: options.ownershipType === 'RELATED' ? 'Related party' : 'Owner',
  });
  return account;
}

/**
 * A signed-in user for calling a service directly (no session row): any role of a portal, with the
 * client or adviser record it stands for.
 */
export function authOf(
  userType: UserType,
  channel: Channel,
  ids: { clientId?: string | null; adviserId?: string | null } = {},
  username = 'test.user',
): AuthContext {
  return {
    sessionId: 'test',
    userId: '00000000-0000-0000-0000-000000000000',
    username,
    userType,
    channel,
    clientId: ids.clientId ?? null,
    adviserId: ids.adviserId ?? null,
    stage: 'active',
  };
}

/**
 * A signed-in staff member of a portal, for calling a service directly (no session row): staff may
 * see every account of their own portal, so a demo test can read each account through the same
 * access check the routes use.
 */
export function staffAuthOf(channel: Channel, username: string): AuthContext {
  return authOf('Staff', channel, {}, username);
}
