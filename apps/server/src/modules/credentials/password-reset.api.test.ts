import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { auditEvents, credentialLinks, emailOutbox, users } from '../../db/schema/index.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestPortals } from '../../test/use-test-app.js';
import { createClientWithLogin, emailsTo, linkIn } from './credential-test-helpers.js';

const portals = useTestPortals();
const db = () => portals.testDb.database.db;
const reset = (app: FastifyInstance, body: unknown) => new TestBrowser(app).send('POST', '/api/v1/auth/password-reset', body);
const outboxCount = async () => (await db().select().from(emailOutbox)).length;

describe('password reset request (spec 000 §5, §7, §8)', () => {
  it('refuses a blank username with the spec message', async () => {
    for (const body of [{ username: '' }, { username: '   ' }, {}]) {
      const response = await reset(portals.nz, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Id: 'InvalidUsername', Message: 'Invalid username' });
    }
  });

  it('answers result false for an unknown username and sends nothing', async () => {
    const before = await outboxCount();
    const response = await reset(portals.nz, { username: 'nobody.by.this.name' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: false });
    expect(await outboxCount()).toBe(before);
    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.username, 'nobody.by.this.name'));
    expect(event).toMatchObject({ event: 'password-reset-refused', detail: 'unknown username', channel: 'NZ' });
  });

  it('answers result false for a user of the other portal', async () => {
    const { user } = await createClientWithLogin(db(), { channel: 'AU' });
    expect((await reset(portals.nz, { username: user.username })).json()).toEqual({ result: false });
    expect(await db().select().from(credentialLinks).where(eq(credentialLinks.userId, user.id))).toHaveLength(0);
    expect((await reset(portals.au, { username: user.username })).json()).toEqual({ result: true });
  });

  it('answers result false when there is no e-mail address on file (a client without one, staff)', async () => {
    const { user: client } = await createClientWithLogin(db(), { email: null });
    const { user: blank } = await createClientWithLogin(db(), { email: '  ' });
    const { user: staff } = await createClientWithLogin(db(), { userType: 'Staff' });
    for (const username of [client.username, blank.username, staff.username]) {
      expect((await reset(portals.nz, { username })).json(), username).toEqual({ result: false });
    }
  });

  it('e-mails a reset link to the address on file, ignoring case and spaces in the username', async () => {
    const { user, client } = await createClientWithLogin(db(), { email: 'Aroha.Reset@Example.nz' });
    const response = await reset(portals.nz, { username: `  ${user.username.toUpperCase()} ` });
    expect(response.json()).toEqual({ result: true });
    const [email] = await emailsTo(db(), client!.emailAddress!);
    expect(email).toMatchObject({ channel: 'NZ', kind: 'password-reset', status: 'queued', toAddress: 'Aroha.Reset@Example.nz' });
    expect(email!.subject).toBe('Reset your Tasman Asset Management Client Portal password');
    expect(email!.textBody).toContain('Hello Aroha,');
    expect(email!.textBody).toContain('expires in 1 hour ('); // PASSWORD_RESET_LINK_MINUTES = 60
    expect(email!.textBody).toContain('If you did not ask for this, you can ignore this email.');
    expect(linkIn(email!.textBody).clientId).toBe(user.id);
    const events = await db().select().from(auditEvents).where(eq(auditEvents.userId, user.id));
    expect(events.map((e) => e.event)).toContain('password-reset-requested');
  });

  it('lets a locked user ask for a reset (that is how they get back in)', async () => {
    const { user } = await createClientWithLogin(db());
    await db().update(users).set({ lockedAt: new Date(), failedSignIns: 5 }).where(eq(users.id, user.id));
    expect((await reset(portals.nz, { username: user.username })).json()).toEqual({ result: true });
  });

  it('writes the AU portal’s address and company into an AU user’s e-mail', async () => {
    const { user, client } = await createClientWithLogin(db(), { channel: 'AU' });
    await reset(portals.au, { username: user.username });
    const [email] = await emailsTo(db(), client!.emailAddress!);
    expect(linkIn(email!.textBody).url.origin).toBe('http://localhost:3001');
    expect(email!.textBody).toContain('Tasman Asset Management Australia');
    expect(email!.channel).toBe('AU');
  });

  it('refuses an oversized body before doing anything', async () => {
    const response = await reset(portals.nz, { username: 'x'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(response.json().Id).toBe('ValidationFailed');
  });
});
