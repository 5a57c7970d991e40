import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { auditEvents, credentialLinks, users } from '../../db/schema/index.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestPortals } from '../../test/use-test-app.js';
import { createClientWithLogin, createClientWithoutLogin, emailsTo, freshPassword, linkIn } from './credential-test-helpers.js';

const portals = useTestPortals();
const db = () => portals.testDb.database.db;
const forgot = (app: FastifyInstance, body: unknown) => new TestBrowser(app).send('POST', '/api/v1/auth/forgot-username', body);

let serial = 0;
/** A fresh address and IRD number per test, so tests do not find each other's clients. */
function nzDetails() {
  serial += 1;
  const digits = String(10_000_000 + serial * 7919).slice(0, 8);
  return {
    email: `kiri.${serial}.${Date.now()}@example.nz`,
    dashed: `0${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5)}`,
    short: `${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5)}`,
    stored: `0${digits}`,
  };
}

describe('forgot username input checks (spec 000 §5)', () => {
  const nzCases: Array<[string, object, string]> = [
    ['a bad e-mail', { email: 'not-an-email', irdNumber: '123-456-789' }, 'Invalid Email'],
    [
      'an IRD number without dashes',
      { email: 'a@example.nz', irdNumber: '123456789' },
      'Invalid IRD number format, please ensure your ird number is formatted correctly including dashes.',
    ],
    [
      'no IRD number',
      { email: 'a@example.nz', irdNumber: null },
      'Invalid IRD number format, please ensure your ird number is formatted correctly including dashes.',
    ],
    [
      'both wrong',
      { email: 'nope', irdNumber: '12' },
      'Invalid Email and IRD number format, please ensure your ird number is formatted correctly including dashes.',
    ],
  ];
  for (const [name, body, message] of nzCases) {
    it(`NZ: refuses ${name}`, async () => {
      const response = await forgot(portals.nz, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Id: 'InvalidRecoveryDetails', Message: message });
    });
  }

  const auCases: Array<[string, object, string]> = [
    ['a date that does not exist', { email: 'a@example.com.au', dateOfBirth: '1990-02-30' }, 'Invalid Date of Birth format. Please enter a valid date in the format dd-mm-yyyy.'],
    ['no date', { email: 'a@example.com.au', dateOfBirth: null }, 'Invalid Date of Birth format. Please enter a valid date in the format dd-mm-yyyy.'],
    ['a bad e-mail', { email: 'a@', dateOfBirth: '1990-02-28' }, 'Invalid Email'],
    [
      'both wrong',
      { email: 'a@', dateOfBirth: '28/02/1990' },
      'Invalid Email and Date of Birth format. Please enter a valid date in the format dd-mm-yyyy.',
    ],
  ];
  for (const [name, body, message] of auCases) {
    it(`AU: refuses ${name}`, async () => {
      const response = await forgot(portals.au, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Id: 'InvalidRecoveryDetails', Message: message });
    });
  }
});

describe('forgot username (spec 000 §7, §8)', () => {
  it('NZ: no client with that e-mail and IRD number gives the spec’s combination message', async () => {
    const d = nzDetails();
    await createClientWithLogin(db(), { email: d.email, irdNumber: d.stored });
    const response = await forgot(portals.nz, { email: d.email, irdNumber: '111-111-111' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: false,
      message:
        "Invalid email and IRD number combination. Please re-enter or contact us to ensure that your 'Personal IRD Number' is registered with us.",
    });
  });

  it('AU: no client with that e-mail and date of birth gives the spec’s combination message', async () => {
    await createClientWithLogin(db(), { channel: 'AU', email: 'bruce@example.com.au', dateOfBirth: '1971-04-02' });
    const response = await forgot(portals.au, { email: 'bruce@example.com.au', dateOfBirth: '1971-02-04' });
    expect(response.json()).toEqual({ result: false, message: 'Invalid email and Date of Birth combination.' });
  });

  it('NZ: e-mails the username, matching the e-mail in any case and the IRD number in either dashed format', async () => {
    const d = nzDetails();
    const { user, client } = await createClientWithLogin(db(), { email: d.email, irdNumber: d.stored });
    for (const irdNumber of [d.dashed, d.short]) {
      const response = await forgot(portals.nz, { email: d.email.toUpperCase(), irdNumber, dateOfBirth: null });
      expect(response.json()).toEqual({
        result: true,
        message: 'We have sent an email with your username to the email address we have on file.',
      });
    }
    const sent = await emailsTo(db(), client!.emailAddress!);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ kind: 'username-reminder', subject: 'Your Tasman Asset Management Client Portal username' });
    expect(sent[0]!.textBody).toContain(`Your username is: ${user.username}`);
    expect(sent[0]!.textBody).toContain('http://localhost:3000/login');
  });

  it('AU: e-mails the username for e-mail plus date of birth sent as yyyy-mm-dd', async () => {
    const { user, client } = await createClientWithLogin(db(), { channel: 'AU', email: 'sheila@example.com.au', dateOfBirth: '1984-11-09' });
    const response = await forgot(portals.au, { email: 'sheila@example.com.au', irdNumber: null, dateOfBirth: '1984-11-09' });
    expect(response.json()).toEqual({
      result: true,
      message: 'We have sent an email with your username to the email address we have on file.',
    });
    const [email] = await emailsTo(db(), client!.emailAddress!);
    expect(email!.textBody).toContain(user.username);
    expect(email!.channel).toBe('AU');
  });

  it('does not find a client of the other portal', async () => {
    const d = nzDetails();
    await createClientWithLogin(db(), { channel: 'AU', email: d.email, irdNumber: d.stored, dateOfBirth: '1980-01-01' });
    const response = await forgot(portals.nz, { email: d.email, irdNumber: d.dashed });
    expect(response.json().result).toBe(false);
  });

  it('asks a client with several matching records to contact the company (spec 000 §8)', async () => {
    const d = nzDetails();
    await createClientWithLogin(db(), { email: d.email, irdNumber: d.stored });
    await createClientWithLogin(db(), { email: d.email, irdNumber: d.stored });
    const response = await forgot(portals.nz, { email: d.email, irdNumber: d.dashed });
    expect(response.json()).toEqual({ result: false, message: 'Please contact Tasman Asset Management to receive your username.' });
    expect(await emailsTo(db(), d.email)).toHaveLength(0);
  });

  it('sends a client with no login to Register', async () => {
    const d = nzDetails();
    await createClientWithoutLogin(db(), { email: d.email, irdNumber: d.stored });
    const response = await forgot(portals.nz, { email: d.email, irdNumber: d.dashed });
    expect(response.json()).toEqual({
      result: false,
      message: 'You have not registered for the Client Portal yet. Please use Register to set up your login.',
    });
  });

  it('never writes the IRD number or the date of birth into the audit log', async () => {
    const d = nzDetails();
    const { user } = await createClientWithLogin(db(), { email: d.email, irdNumber: d.stored });
    await forgot(portals.nz, { email: d.email, irdNumber: d.dashed });
    await forgot(portals.nz, { email: d.email, irdNumber: '999-999-999' });
    await forgot(portals.au, { email: 'x@example.com.au', dateOfBirth: '1960-06-06' });
    const events = await db().select().from(auditEvents);
    const recovery = events.filter((e) => e.event.startsWith('username-') || e.event.startsWith('registration'));
    expect(recovery.map((e) => e.event)).toEqual(expect.arrayContaining(['username-reminder-sent', 'username-recovery-no-match']));
    expect(recovery.find((e) => e.event === 'username-reminder-sent' && e.userId === user.id)).toBeDefined();
    const all = JSON.stringify(events);
    for (const secret of [d.stored, d.dashed, '999-999-999', '999999999', '1960-06-06', '06-06-1960']) expect(all).not.toContain(secret);
  });
});

describe('register (spec 000 §2.3: a variant of forgot username)', () => {
  it('creates a login for a client without one, named after the e-mail, and e-mails a set-up link', async () => {
    const d = nzDetails();
    const client = await createClientWithoutLogin(db(), { email: d.email.replace('kiri', 'Kiri'), irdNumber: d.stored });
    const response = await forgot(portals.nz, { email: d.email, irdNumber: d.dashed, register: true });
    expect(response.json()).toEqual({ result: true, message: 'We have sent you an email with a link to set up your password.' });
    const [user] = await db().select().from(users).where(eq(users.clientId, client.id));
    expect(user).toMatchObject({ username: d.email.toLowerCase(), channel: 'NZ', userType: 'Client', passwordHash: null });
    const [email] = await emailsTo(db(), client.emailAddress!);
    expect(email).toMatchObject({ kind: 'password-setup', subject: 'Set up your Tasman Asset Management Client Portal password' });
    expect(email!.textBody).toContain('expires in 72 hours');
    const link = linkIn(email!.textBody);
    expect(link.op).toBe('setup');
    expect(link.clientId).toBe(user!.id);

    // The whole journey: check the link, set a password, sign in.
    const browser = new TestBrowser(portals.nz);
    const checked = await browser.send('POST', '/api/v1/auth/password-link/check', { op: 'setup', clientId: link.clientId, secret: link.secret });
    expect(checked.json()).toEqual({ isNewUser: true, firstName: 'Mere', username: d.email.toLowerCase() });
    const password = freshPassword();
    const set = await browser.send('POST', '/api/v1/auth/password', { op: 'setup', clientId: link.clientId, secret: link.secret, newPassword: password });
    expect(set.statusCode).toBe(200);
    expect((await browser.signIn(d.email, password)).json().outcome).toBe('signed-in');
    const events = await db().select().from(auditEvents).where(eq(auditEvents.userId, user!.id));
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['user-registered', 'password-setup-link-sent', 'password-set']));
  });

  it('uses e-mail.clientkey as the username when the e-mail is already someone’s username', async () => {
    const d = nzDetails();
    await createClientWithLogin(db(), { username: d.email, email: 'someone.else@example.nz' });
    const client = await createClientWithoutLogin(db(), { email: d.email, irdNumber: d.stored });
    expect((await forgot(portals.nz, { email: d.email, irdNumber: d.dashed, register: true })).json().result).toBe(true);
    const [user] = await db().select().from(users).where(eq(users.clientId, client.id));
    expect(user!.username).toBe(`${d.email}.${client.clientKey.toLowerCase()}`);
  });

  it('sends a set-up link to a client whose login has no password yet, without a second login', async () => {
    const d = nzDetails();
    const { user, client } = await createClientWithLogin(db(), { email: d.email, irdNumber: d.stored, withPassword: false });
    const response = await forgot(portals.nz, { email: d.email, irdNumber: d.dashed, register: true });
    expect(response.json()).toEqual({ result: true, message: 'We have sent you an email with a link to set up your password.' });
    expect(await db().select().from(users).where(eq(users.clientId, client!.id))).toHaveLength(1);
    const [email] = await emailsTo(db(), d.email);
    expect(linkIn(email!.textBody).clientId).toBe(user.id);
  });

  it('tells a registered client so and e-mails the username instead of a link', async () => {
    const d = nzDetails();
    const { user } = await createClientWithLogin(db(), { email: d.email, irdNumber: d.stored });
    const response = await forgot(portals.nz, { email: d.email, irdNumber: d.dashed, register: true });
    expect(response.json()).toEqual({
      result: true,
      message:
        'You are already registered for the Client Portal. We have sent an email with your username to the email address we have on file.',
    });
    const [email] = await emailsTo(db(), d.email);
    expect(email!.kind).toBe('username-reminder');
    expect(await db().select().from(credentialLinks).where(eq(credentialLinks.userId, user.id))).toHaveLength(0);
  });

  it('creates one login when the same client registers five times at once', async () => {
    const d = nzDetails();
    const client = await createClientWithoutLogin(db(), { email: d.email, irdNumber: d.stored });
    const body = { email: d.email, irdNumber: d.dashed, register: true };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => forgot(portals.nz, body)));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(await db().select().from(users).where(eq(users.clientId, client.id))).toHaveLength(1);
  });

  it('AU: registers with e-mail and date of birth', async () => {
    const client = await createClientWithoutLogin(db(), { channel: 'AU', email: 'matilda@example.com.au', dateOfBirth: '1992-07-15' });
    const response = await forgot(portals.au, { email: 'matilda@example.com.au', dateOfBirth: '1992-07-15', register: true });
    expect(response.json().result).toBe(true);
    const [user] = await db().select().from(users).where(eq(users.clientId, client.id));
    expect(user!.channel).toBe('AU');
    const [email] = await emailsTo(db(), 'matilda@example.com.au');
    expect(linkIn(email!.textBody).url.origin).toBe('http://localhost:3001');
  });
});
