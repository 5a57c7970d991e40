import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Channel, UserType } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { clients, emailOutbox, users } from '../../db/schema/index.js';
import { createUser } from '../../test/fixtures.js';

/** Test helpers of the credential journeys (not a test file; imported by the *.api.test.ts beside it). */

const unique = () => randomBytes(4).toString('hex');

export interface ClientLoginFixture {
  channel?: Channel;
  email?: string | null;
  /** Stored as given (the registry's format varies). */
  irdNumber?: string | null;
  /** yyyy-mm-dd */
  dateOfBirth?: string | null;
  /** false: the login exists but no password was ever set. */
  withPassword?: boolean;
  userType?: UserType;
  username?: string;
}

/** A client with a login and the recovery details on file (e-mail, IRD number, date of birth). */
export async function createClientWithLogin(db: Db, fixture: ClientLoginFixture = {}) {
  const { user, client } = await createUser(db, {
    channel: fixture.channel ?? 'NZ',
    userType: fixture.userType ?? 'Client',
    ...(fixture.username ? { username: fixture.username } : {}),
  });
  if (client) {
    await db
      .update(clients)
      .set({
        emailAddress: fixture.email === undefined ? `client.${unique()}@example.nz` : fixture.email,
        irdNumber: fixture.irdNumber ?? null,
        dateOfBirth: fixture.dateOfBirth ?? null,
      })
      .where(eq(clients.id, client.id));
  }
  if (fixture.withPassword === false) await db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
  const [freshClient] = client ? await db.select().from(clients).where(eq(clients.id, client.id)) : [null];
  const [freshUser] = await db.select().from(users).where(eq(users.id, user.id));
  return { user: freshUser!, client: freshClient ?? null };
}

/** A client record with no login (the register journey). */
export async function createClientWithoutLogin(
  db: Db,
  fixture: { channel?: Channel; email: string; irdNumber?: string | null; dateOfBirth?: string | null },
) {
  const [client] = await db
    .insert(clients)
    .values({
      clientKey: `CK${unique()}`,
      channel: fixture.channel ?? 'NZ',
      firstName: 'Mere',
      lastName: 'Register',
      emailAddress: fixture.email,
      irdNumber: fixture.irdNumber ?? null,
      dateOfBirth: fixture.dateOfBirth ?? null,
    })
    .returning();
  return client!;
}

/** Every e-mail queued to an address, newest first. */
export async function emailsTo(db: Db, address: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(desc(emailOutbox.createdAt));
}

/** The op, clientId and secret of the first portal link in an e-mail's text. */
export function linkIn(text: string): { url: URL; op: string; clientId: string; secret: string } {
  const match = /https?:\/\/\S+\/login\?\S*secret=\S+/.exec(text);
  if (!match) throw new Error('no password link in this e-mail');
  const url = new URL(match[0]);
  return {
    url,
    op: url.searchParams.get('op') ?? '',
    clientId: url.searchParams.get('clientId') ?? '',
    secret: url.searchParams.get('secret') ?? '',
  };
}

/** 8 random lower-case words' worth of a password nobody has used (not on any list). */
export function freshPassword(): string {
  return `Kereru ${unique()} flies over ${unique()} hills`;
}
