import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { advisers, auditEvents, credentialLinks, emailOutbox, sessions, users } from '../../db/schema/index.js';
import { TestBrowser, testEnv } from '../../test/test-app.js';
import { useTestPortals } from '../../test/use-test-app.js';
import { TEST_PASSWORD } from '../../test/fixtures.js';
import { createClientWithLogin, emailsTo, freshPassword, linkIn } from './credential-test-helpers.js';
import { sendCredentialLink } from './credentials.service.js';

const portals = useTestPortals();
const db = () => portals.testDb.database.db;
const LINK_EXPIRED = {
  Id: 'LinkExpired',
  Message: 'The link provided is no longer valid. Please click Reset button below to receive a new link',
};

/** A client who asks for a reset on the NZ portal, and the link their e-mail carries. */
async function resetLinkFor(fixture: Parameters<typeof createClientWithLogin>[1] = {}) {
  const { user, client } = await createClientWithLogin(db(), fixture);
  const asked = await new TestBrowser(fixture.channel === 'AU' ? portals.au : portals.nz).send('POST', '/api/v1/auth/password-reset', {
    username: user.username,
  });
  expect(asked.json()).toEqual({ result: true });
  const [email] = await emailsTo(db(), client!.emailAddress!);
  return { user, client: client!, email: email!, link: linkIn(email!.textBody) };
}

const check = (app: FastifyInstance, link: { op: string; clientId: string; secret: string }) =>
  new TestBrowser(app).send('POST', '/api/v1/auth/password-link/check', { op: link.op, clientId: link.clientId, secret: link.secret });
const setPassword = (app: FastifyInstance, link: { clientId: string; secret: string; op: string }, newPassword: string) =>
  new TestBrowser(app).send('POST', '/api/v1/auth/password', { op: link.op, clientId: link.clientId, secret: link.secret, newPassword });

describe('password reset links (spec 000 §2.3, §4 Password setup, §8)', () => {
  it('e-mails a link to /login with op, clientId (the user id) and secret on the portal of the user', async () => {
    const { user, link, email } = await resetLinkFor();
    expect(link.url.origin).toBe('http://localhost:3000');
    expect(link.url.pathname).toBe('/login');
    expect(link.op).toBe('reset');
    expect(link.clientId).toBe(user.id);
    expect(link.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(email.kind).toBe('password-reset');
    expect(email.status).toBe('queued');
    expect(email.htmlBody).toContain(`href="${link.url.toString().replace(/&/g, '&amp;')}"`);
  });

  it('checks a valid link: not a new user, the client’s first name and the username', async () => {
    const { user, link } = await resetLinkFor();
    const response = await check(portals.nz, link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isNewUser: false, firstName: 'Aroha', username: user.username });
  });

  it('stores only the SHA-256 of the secret, never the secret', async () => {
    const { user, link } = await resetLinkFor();
    const rows = await db().select().from(credentialLinks).where(eq(credentialLinks.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(link.secret).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(link.secret);
  });

  it('sets the password: the server message, sign-in with the new password, not with the old one', async () => {
    const { user, link } = await resetLinkFor();
    const newPassword = freshPassword();
    const response = await setPassword(portals.nz, link, newPassword);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      message: 'Your password has been set. Select Continue to log in to the Client Portal.',
    });
    expect((await new TestBrowser(portals.nz).signIn(user.username, TEST_PASSWORD)).statusCode).toBe(401);
    const signIn = await new TestBrowser(portals.nz).signIn(user.username, newPassword);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().outcome).toBe('signed-in');
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordSetAt).not.toBeNull();
  });

  it('works once: a second check or set with the same link is LinkExpired', async () => {
    const { link } = await resetLinkFor();
    expect((await setPassword(portals.nz, link, freshPassword())).statusCode).toBe(200);
    const again = await setPassword(portals.nz, link, freshPassword());
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(LINK_EXPIRED);
    expect((await check(portals.nz, link)).json()).toEqual(LINK_EXPIRED);
  });

  it('lets exactly one of two simultaneous requests with the same link through', async () => {
    const { link } = await resetLinkFor();
    const results = await Promise.all([setPassword(portals.nz, link, freshPassword()), setPassword(portals.nz, link, freshPassword())]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired link', async () => {
    const { user, link } = await resetLinkFor();
    await db()
      .update(credentialLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(credentialLinks.userId, user.id));
    expect((await check(portals.nz, link)).json()).toEqual(LINK_EXPIRED);
    const set = await setPassword(portals.nz, link, freshPassword());
    expect(set.statusCode).toBe(400);
    expect(set.json()).toEqual(LINK_EXPIRED);
  });

  it('lasts PASSWORD_RESET_LINK_MINUTES', async () => {
    const { user } = await resetLinkFor();
    const [row] = await db().select().from(credentialLinks).where(eq(credentialLinks.userId, user.id));
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(testEnv.PASSWORD_RESET_LINK_MINUTES - 1);
    expect(minutes).toBeLessThan(testEnv.PASSWORD_RESET_LINK_MINUTES + 1);
  });

  it('refuses a reset link used as a set-up link (wrong op)', async () => {
    const { link } = await resetLinkFor();
    const response = await check(portals.nz, { ...link, op: 'setup' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(LINK_EXPIRED);
  });

  it('refuses another user’s id, a malformed id and a made-up secret, without a server error', async () => {
    const { link } = await resetLinkFor();
    const { user: other } = await createClientWithLogin(db());
    for (const attempt of [
      { ...link, clientId: other.id },
      { ...link, clientId: 'not-a-uuid' },
      { ...link, clientId: "' or 1=1 --" },
      { ...link, secret: 'x'.repeat(43) },
    ]) {
      const response = await check(portals.nz, attempt);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(LINK_EXPIRED);
    }
    expect((await check(portals.nz, link)).statusCode).toBe(200);
  });

  it('refuses an NZ user’s link on the AU portal', async () => {
    const { link } = await resetLinkFor({ channel: 'NZ' });
    expect((await check(portals.au, link)).json()).toEqual(LINK_EXPIRED);
    expect((await setPassword(portals.au, link, freshPassword())).json()).toEqual(LINK_EXPIRED);
    expect((await check(portals.nz, link)).statusCode).toBe(200);
  });

  it('retires the older link when a new one is asked for', async () => {
    const first = await resetLinkFor();
    await new TestBrowser(portals.nz).send('POST', '/api/v1/auth/password-reset', { username: first.user.username });
    const [newest] = await emailsTo(db(), first.client.emailAddress!);
    const second = linkIn(newest!.textBody);
    expect(second.secret).not.toBe(first.link.secret);
    expect((await check(portals.nz, first.link)).json()).toEqual(LINK_EXPIRED);
    expect((await check(portals.nz, second)).statusCode).toBe(200);
  });

  it('records the reset in the audit log with channel and IP, and never the secret or the password', async () => {
    const { user, link } = await resetLinkFor();
    const newPassword = freshPassword();
    await setPassword(portals.nz, link, newPassword);
    const events = await db().select().from(auditEvents).where(eq(auditEvents.userId, user.id));
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['password-reset-requested', 'password-reset']));
    for (const event of events) {
      expect(event.channel).toBe('NZ');
      expect(event.ip).toBeTruthy();
      expect(JSON.stringify(event)).not.toContain(link.secret);
      expect(JSON.stringify(event)).not.toContain(newPassword);
    }
  });

  it('tells the owner by e-mail that the password was changed', async () => {
    const { client, link } = await resetLinkFor();
    await setPassword(portals.nz, link, freshPassword());
    const notices = (await emailsTo(db(), client.emailAddress!)).filter((e) => e.kind === 'security-notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('Your Client Portal password was changed');
    expect(notices[0]!.textBody).toContain('Tasman Asset Management');
    expect(notices[0]!.textBody).toContain('http://localhost:3000/login?v=password-reset');
  });
});

describe('a new password must follow the rules (spec 000 §5, §8: the 400 message is shown)', () => {
  const cases: Array<[string, (username: string) => string, string, string]> = [
    ['too short', () => 'short one', 'PasswordTooShort', 'Your password must be at least 12 characters long.'],
    ['too long', () => 'a'.repeat(129), 'PasswordTooLong', 'Your password must be no longer than 128 characters.'],
    [
      'common',
      () => 'qwertyuiop123',
      'PasswordTooCommon',
      'This password is too common or has appeared in a data breach. Please choose a different password.',
    ],
    ['the username', (username) => `${username.toUpperCase()} forever`, 'PasswordContainsUsername', 'Your password must not contain your username.'],
  ];
  for (const [name, password, id, message] of cases) {
    it(`refuses a password that is ${name}, and the link still works afterwards`, async () => {
      const { user, link } = await resetLinkFor();
      const response = await setPassword(portals.nz, link, password(user.username));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Id: id, Message: message });
      expect((await new TestBrowser(portals.nz).signIn(user.username, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await setPassword(portals.nz, link, freshPassword())).statusCode).toBe(200);
    });
  }
});

describe('what a new password changes besides the password', () => {
  it('unlocks a locked user and clears the failure count', async () => {
    const { user, link } = await resetLinkFor();
    await db().update(users).set({ lockedAt: new Date(), failedSignIns: 5 }).where(eq(users.id, user.id));
    expect((await new TestBrowser(portals.nz).signIn(user.username)).statusCode).toBe(423);
    const newPassword = freshPassword();
    expect((await setPassword(portals.nz, link, newPassword)).statusCode).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.lockedAt).toBeNull();
    expect(row!.failedSignIns).toBe(0);
    expect((await new TestBrowser(portals.nz).signIn(user.username, newPassword)).statusCode).toBe(200);
  });

  it('ends every session of the user', async () => {
    const { user, link } = await resetLinkFor();
    const phone = new TestBrowser(portals.nz);
    const laptop = new TestBrowser(portals.nz);
    await phone.signIn(user.username);
    await laptop.signIn(user.username);
    expect((await phone.get('/api/v1/auth/session')).statusCode).toBe(200);
    await setPassword(portals.nz, link, freshPassword());
    expect((await phone.get('/api/v1/auth/session')).statusCode).toBe(401);
    expect((await laptop.get('/api/v1/auth/session')).statusCode).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('retires every other open link of the user', async () => {
    const { user, link } = await resetLinkFor();
    const ctx = { db: db(), env: testEnv, channel: 'NZ' as const, ip: '127.0.0.1' };
    await sendCredentialLink(ctx, 'setup', { id: user.id, username: user.username, firstName: 'Aroha' }, 'other@example.nz');
    const [setupEmail] = await emailsTo(db(), 'other@example.nz');
    const setupLink = linkIn(setupEmail!.textBody);
    expect((await check(portals.nz, setupLink)).statusCode).toBe(200);
    await setPassword(portals.nz, link, freshPassword());
    expect((await check(portals.nz, setupLink)).json()).toEqual(LINK_EXPIRED);
    const open = await db()
      .select()
      .from(credentialLinks)
      .where(and(eq(credentialLinks.userId, user.id)));
    expect(open.every((l) => l.usedAt !== null)).toBe(true);
  });
});

describe('set-up links (new users)', () => {
  it('tells the web it is a new user when no password was ever set, and audits password-set', async () => {
    const { user } = await createClientWithLogin(db(), { withPassword: false, email: 'new.user@example.nz' });
    const ctx = { db: db(), env: testEnv, channel: 'NZ' as const, ip: '127.0.0.1' };
    await sendCredentialLink(ctx, 'setup', { id: user.id, username: user.username, firstName: 'Aroha' }, 'new.user@example.nz');
    const [email] = await emailsTo(db(), 'new.user@example.nz');
    const link = linkIn(email!.textBody);
    expect(link.op).toBe('setup');
    expect(email!.kind).toBe('password-setup');
    expect((await check(portals.nz, link)).json()).toEqual({ isNewUser: true, firstName: 'Aroha', username: user.username });
    expect((await check(portals.nz, { ...link, op: 'reset' })).json()).toEqual(LINK_EXPIRED);
    const newPassword = freshPassword();
    expect((await setPassword(portals.nz, link, newPassword)).statusCode).toBe(200);
    expect((await new TestBrowser(portals.nz).signIn(user.username, newPassword)).statusCode).toBe(200);
    const events = await db().select().from(auditEvents).where(eq(auditEvents.userId, user.id));
    expect(events.map((e) => e.event)).toContain('password-set');
    const [row] = await db().select().from(credentialLinks).where(eq(credentialLinks.userId, user.id));
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(testEnv.PASSWORD_SETUP_LINK_HOURS);
  });

  it('greets an adviser by the adviser’s first name and writes to the adviser’s address', async () => {
    const [adviser] = await db()
      .insert(advisers)
      .values({ channel: 'NZ', firstName: 'Wiremu', lastName: 'Adviser', emailAddress: 'wiremu@advisers.example.nz' })
      .returning();
    const { user } = await createClientWithLogin(db(), { userType: 'Intermediary' });
    await db().update(users).set({ adviserId: adviser!.id }).where(eq(users.id, user.id));
    const asked = await new TestBrowser(portals.nz).send('POST', '/api/v1/auth/password-reset', { username: user.username });
    expect(asked.json()).toEqual({ result: true });
    const [email] = await emailsTo(db(), 'wiremu@advisers.example.nz');
    expect(email!.textBody).toContain('Hello Wiremu,');
    expect((await check(portals.nz, linkIn(email!.textBody))).json()).toEqual({ isNewUser: false, firstName: 'Wiremu', username: user.username });
    const outbox = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'wiremu@advisers.example.nz'));
    expect(outbox).toHaveLength(1);
  });
});
