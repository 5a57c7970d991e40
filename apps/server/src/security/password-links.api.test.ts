import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, credentialLinks, emailOutbox, users } from '../db/schema/index.js';
import { createUser } from '../test/fixtures.js';
import { useTestApp } from '../test/use-test-app.js';
import { call, passwordSignIn, sessionOf } from './attack-client.js';
import { tablesContaining } from './database-fingerprint.js';

/**
 * Attack 6 (brief T §6; spec 000 §2.3, §8 'Invalid or expired link'; issue 4 'links are single-use,
 * expire, and are stored only as hashes'; ASVS 5.0 V6.4.1, V6.4.3, V7.4.3, V11.5.1): replayed,
 * expired, re-addressed and raced password links.
 */
const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;

const LINK_EXPIRED = {
  Id: 'LinkExpired',
  Message: 'The link provided is no longer valid. Please click Reset button below to receive a new link',
};

const newPassword = () => `Fresh ${randomBytes(6).toString('hex')} passphrase`;

interface Link {
  op: string;
  clientId: string;
  secret: string;
}

/** A client with an e-mail address on file (where reset links go). */
async function clientWithEmail() {
  const { user, client } = await createUser(db());
  const email = `${user.username}@example.test`;
  await db().update(clients).set({ emailAddress: email }).where(eq(clients.id, client!.id));
  return { user, email };
}

/** Asks for a reset as anyone may, then reads the link from the e-mail the portal queued. */
async function requestResetLink(username: string, email: string): Promise<Link> {
  const response = await call(ctx.app, 'POST', '/api/v1/auth/password-reset', { body: { username } });
  expect(response.json()).toEqual({ result: true });
  const [message] = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'password-reset')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const url = message?.textBody.match(/https?:\/\/\S+\/login\?\S+/)?.[0];
  if (!url) throw new Error('no link in the reset e-mail');
  const query = new URL(url).searchParams;
  return { op: query.get('op') ?? '', clientId: query.get('clientId') ?? '', secret: query.get('secret') ?? '' };
}

const check = (link: Link) => call(ctx.app, 'POST', '/api/v1/auth/password-link/check', { body: link });
const setPassword = (link: Link, password: string) => call(ctx.app, 'POST', '/api/v1/auth/password', { body: { ...link, newPassword: password } });

describe('password reset links', () => {
  it('work once: check, set the password and sign in with it; the same link again is refused', async () => {
    const { user, email } = await clientWithEmail();
    const link = await requestResetLink(user.username, email);
    expect(link.op).toBe('reset');
    expect(link.clientId).toBe(user.id);
    expect(link.secret).toMatch(/^[A-Za-z0-9_-]{43,}$/); // 256 bits from the CSPRNG, base64url

    const checked = await check(link);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ isNewUser: false, username: user.username });
    const password = newPassword();
    const set = await setPassword(link, password);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ result: true, message: expect.any(String) });
    expect((await passwordSignIn(ctx.app, user.username, { password })).response.statusCode).toBe(200);

    for (const replay of [await check(link), await setPassword(link, newPassword())]) {
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual(LINK_EXPIRED);
    }
    // The replay changed nothing: the password set through the link still signs in.
    expect((await passwordSignIn(ctx.app, user.username, { password })).response.statusCode).toBe(200);
  });

  it('is refused once expired', async () => {
    const { user, email } = await clientWithEmail();
    const link = await requestResetLink(user.username, email);
    await db().update(credentialLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(credentialLinks.userId, user.id));
    expect((await check(link)).json()).toEqual(LINK_EXPIRED);
    const set = await setPassword(link, newPassword());
    expect(set.statusCode).toBe(400);
    expect(set.json()).toEqual(LINK_EXPIRED);
  });

  it("is refused with another user's clientId, and the victim's password is untouched", async () => {
    const attacker = await clientWithEmail();
    const victim = await clientWithEmail();
    const attackersLink = await requestResetLink(attacker.user.username, attacker.email);
    const forged = { ...attackersLink, clientId: victim.user.id };
    expect((await check(forged)).json()).toEqual(LINK_EXPIRED);
    const set = await setPassword(forged, newPassword());
    expect(set.json()).toEqual(LINK_EXPIRED);
    expect((await passwordSignIn(ctx.app, victim.user.username)).response.statusCode).toBe(200);
  });

  it('is refused for the other operation (a reset link used as a set-up link)', async () => {
    const { user, email } = await clientWithEmail();
    const link = await requestResetLink(user.username, email);
    expect((await check({ ...link, op: 'setup' })).json()).toEqual(LINK_EXPIRED);
    // The honest use still works: the refused attempt did not use it up.
    expect((await check(link)).statusCode).toBe(200);
  });

  it('answers made-up and malformed links with LinkExpired, never an error of the server', async () => {
    const { user } = await clientWithEmail();
    const attempts: Link[] = [
      { op: 'reset', clientId: user.id, secret: randomBytes(32).toString('base64url') },
      { op: 'reset', clientId: 'not-a-uuid', secret: 'x' },
      { op: 'reset', clientId: "' or 1=1 --", secret: "' or 1=1 --" },
      { op: 'setup', clientId: user.id.toUpperCase(), secret: '%00' },
    ];
    for (const attempt of attempts) {
      const response = await check(attempt);
      expect(response.statusCode, JSON.stringify(attempt)).toBe(400);
      expect(response.json()).toEqual(LINK_EXPIRED);
    }
  });

  it('lets only one of two simultaneous uses of a link set a password', async () => {
    const { user, email } = await clientWithEmail();
    const link = await requestResetLink(user.username, email);
    const [first, second] = [newPassword(), newPassword()];
    const answers = await Promise.all([setPassword(link, first), setPassword(link, second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? first : second;
    const loser = winner === first ? second : first;
    expect((await passwordSignIn(ctx.app, user.username, { password: loser })).response.statusCode).toBe(401);
    expect((await passwordSignIn(ctx.app, user.username, { password: winner })).response.statusCode).toBe(200);
  });

  it('ends every session of the user when the password is set through a link', async () => {
    const { user, email } = await clientWithEmail();
    const stolen = await sessionOf(ctx.app, user.username);
    const link = await requestResetLink(user.username, email);
    expect((await setPassword(link, newPassword())).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/v1/auth/session', { session: stolen })).statusCode).toBe(401);
  });

  it('stores only a hash: the raw secret is in no table but the queued e-mail that carries it', async () => {
    const { user, email } = await clientWithEmail();
    const link = await requestResetLink(user.username, email);
    // The search can find it: the e-mail row has it (that is how the link is delivered, see docs/security.md).
    expect(await tablesContaining(db(), link.secret)).toEqual(['email_outbox']);
    const [row] = await db().select().from(credentialLinks).where(eq(credentialLinks.userId, user.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(link.secret);
  });

  it('unlocks a locked user only through the e-mailed link, not through asking for one', async () => {
    const { user, email } = await clientWithEmail();
    for (let attempt = 1; attempt <= 5; attempt += 1) await passwordSignIn(ctx.app, user.username, { password: `wrong ${attempt}` });
    const link = await requestResetLink(user.username, email);
    expect((await passwordSignIn(ctx.app, user.username)).response.statusCode).toBe(423);
    const password = newPassword();
    expect((await setPassword(link, password)).statusCode).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.lockedAt).toBeNull();
    expect((await passwordSignIn(ctx.app, user.username, { password })).response.statusCode).toBe(200);
  });
});
