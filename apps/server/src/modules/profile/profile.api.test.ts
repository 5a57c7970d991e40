import { authenticator } from 'otplib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { advisers, auditEvents, clients, emailOutbox, users } from '../../db/schema/index.js';
import { createUser, TEST_TOTP_SECRET, type UserFixture } from '../../test/fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestPortals } from '../../test/use-test-app.js';
import { PROFILE_UPDATES_PER_15_MINUTES } from './profile.routes.js';

const ctx = useTestPortals();
const db = () => ctx.testDb.database.db;

const STORED_ADDRESS = {
  addressLine1: '12 Kowhai Road',
  addressLine2: 'Flat 3',
  addressLine3: 'Old line three',
  suburb: 'Mt Eden',
  city: 'Auckland',
  postCode: '1024',
  countryCode: 'NZ',
  country: 'New Zealand',
};

/** A signed-in user whose client (if any) has full details; with two-factor, signed in with a code. */
async function signedIn(fixture: UserFixture & { portal?: 'NZ' | 'AU' } = {}) {
  const portal = fixture.portal ?? 'NZ';
  const { user, client } = await createUser(db(), { twoFactorEnabled: true, channel: portal, ...fixture });
  if (client) {
    await db()
      .update(clients)
      .set({
        title: 'Ms',
        knownAs: 'Aroha',
        irdNumber: '136-410-132',
        pir: '0.1750',
        emailAddress: `old.${client.clientKey.toLowerCase()}@example.co.nz`,
        homePhone: '09 555 0100',
        mobilePhone: '021 555 0123',
        postalAddress: STORED_ADDRESS,
      })
      .where(eq(clients.id, client.id));
  }
  const app: FastifyInstance = portal === 'NZ' ? ctx.nz : ctx.au;
  const browser = new TestBrowser(app);
  const answer = await browser.signIn(user.username);
  if (answer.json().outcome === 'two-factor-required') {
    const done = await browser.send('POST', '/api/v1/auth/two-factor', { code: authenticator.generate(TEST_TOTP_SECRET) });
    expect(done.statusCode).toBe(200);
  } else {
    expect(answer.statusCode).toBe(200);
  }
  return { user, client, browser, oldEmail: client ? `old.${client.clientKey.toLowerCase()}@example.co.nz` : null };
}

/** The form as the web sends it: every editable field, the same as stored unless overridden. */
function form(overrides: Record<string, unknown> = {}, address: Record<string, unknown> = {}) {
  return {
    title: 'Ms',
    knownAs: 'Aroha',
    pir: 17.5,
    homePhone: '09 555 0100',
    mobilePhone: '021 555 0123',
    emailAddress: 'placeholder',
    postalAddress: {
      addressLine1: '12 Kowhai Road',
      addressLine2: 'Flat 3',
      suburb: 'Mt Eden',
      city: 'Auckland',
      postCode: '1024',
      countryCode: 'NZ',
      ...address,
    },
    authorityConfirmed: true,
    ...overrides,
  };
}

const clientRow = async (id: string) => (await db().select().from(clients).where(eq(clients.id, id)))[0]!;
const outboxTo = (address: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
const auditOf = async (userId: string) =>
  (await db().select().from(auditEvents).where(eq(auditEvents.userId, userId))).filter((e) => e.event === 'profile-contact-changed');

describe('PUT /api/v1/client/{clientKey}: a client updates their own details (spec 002 §5, §7)', () => {
  it('stores the edited fields, clears addressLine3, keeps names and IRD, and answers the client', async () => {
    const { client, browser, oldEmail } = await signedIn();
    const body = form(
      { title: 'Dr', knownAs: 'Māori Tāne', pir: 28, homePhone: '', mobilePhone: '+64 21 000 1111', emailAddress: oldEmail },
      { addressLine2: '', suburb: '', city: 'Wellington', postCode: '6011' },
    );
    const response = await browser.send('PUT', `/api/v1/client/${client!.clientKey}`, body);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      clientKey: client!.clientKey,
      name: { title: 'Dr', knownAs: 'Māori Tāne', firstName: 'Aroha', lastName: 'Test' },
      irdNumber: '136-410-132',
      pir: 28,
      homePhone: null,
      mobilePhone: '+64 21 000 1111',
      emailAddress: oldEmail,
      postalAddress: {
        addressLine1: '12 Kowhai Road',
        addressLine2: null,
        addressLine3: null,
        suburb: null,
        city: 'Wellington',
        postCode: '6011',
        countryCode: 'NZ',
        country: 'New Zealand',
      },
      accessConfig: { twoFactorEnabled: true },
    });
    const stored = await clientRow(client!.id);
    expect(stored).toMatchObject({ title: 'Dr', knownAs: 'Māori Tāne', pir: '0.2800', homePhone: null, firstName: 'Aroha', irdNumber: '136-410-132' });
    expect(stored.postalAddress).toEqual({ addressLine1: '12 Kowhai Road', city: 'Wellington', postCode: '6011', countryCode: 'NZ', country: 'New Zealand' });
    // The GET answers the same client afterwards (the answer replaces the stored client, §7).
    expect((await browser.get(`/api/v1/client/${client!.clientKey}`)).json()).toEqual(answer);
  });

  it('a change of e-mail address: a notice to the OLD address through the outbox and an audit event, no full new address in either', async () => {
    const { user, client, browser, oldEmail } = await signedIn();
    const newEmail = `new.${client!.clientKey.toLowerCase()}@example.org`;
    const response = await browser.send('PUT', `/api/v1/client/${client!.clientKey}`, form({ emailAddress: newEmail }));
    expect(response.statusCode).toBe(200);
    expect((await clientRow(client!.id)).emailAddress).toBe(newEmail);
    const notices = await outboxTo(oldEmail!);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'profile-change-notice', channel: 'NZ', subject: 'Your personal details were changed', status: 'queued' });
    expect(notices[0]!.textBody).toContain(`Your email address was changed to n•••@example.org.`);
    expect(notices[0]!.textBody).toContain('If you did not, contact us straight away');
    expect(notices[0]!.textBody).not.toContain(newEmail);
    expect(notices[0]!.textBody).not.toContain('postal address');
    expect(await outboxTo(newEmail)).toHaveLength(0);
    const events = await auditOf(user.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ username: user.username, channel: 'NZ' });
    expect(events[0]!.detail).toBe(`client ${client!.clientKey}: e-mail address changed; notice sent to the previous e-mail address`);
    expect(events[0]!.detail).not.toContain(newEmail);
  });

  it('a change of postal address: the notice names the address change (not the new address) and the audit names the parts', async () => {
    const { user, client, browser, oldEmail } = await signedIn();
    const response = await browser.send('PUT', `/api/v1/client/${client!.clientKey}`, form({ emailAddress: oldEmail }, { addressLine1: '1 Evil Street', postCode: '1010' }));
    expect(response.statusCode).toBe(200);
    const notices = await outboxTo(oldEmail!);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textBody).toContain('Your postal address was changed.');
    expect(notices[0]!.textBody).not.toContain('Evil');
    expect((await auditOf(user.id))[0]!.detail).toBe(
      `client ${client!.clientKey}: postal address changed (addressLine1, postCode); notice sent to the previous e-mail address`,
    );
  });

  it('only the phones change: no notice and no audit event', async () => {
    const { user, client, browser, oldEmail } = await signedIn();
    const response = await browser.send('PUT', `/api/v1/client/${client!.clientKey}`, form({ emailAddress: oldEmail, mobilePhone: '022 999 8888', homePhone: '' }));
    expect(response.statusCode).toBe(200);
    expect((await clientRow(client!.id)).mobilePhone).toBe('022 999 8888');
    expect(await outboxTo(oldEmail!)).toHaveLength(0);
    expect(await auditOf(user.id)).toHaveLength(0);
  });

  it('an e-mail change with no previous address: audited as such, nothing queued', async () => {
    const { user, client, browser } = await signedIn();
    await db().update(clients).set({ emailAddress: null }).where(eq(clients.id, client!.id));
    const response = await browser.send('PUT', `/api/v1/client/${client!.clientKey}`, form({ emailAddress: 'first@example.nz' }));
    expect(response.statusCode).toBe(200);
    expect((await auditOf(user.id))[0]!.detail).toContain('no previous e-mail address to notify');
    expect(await outboxTo('first@example.nz')).toHaveLength(0);
  });
});

describe('who may update (the authorization matrix)', () => {
  it("another client's key is 404 and changes nothing", async () => {
    const { browser } = await signedIn();
    const other = await signedIn();
    const response = await browser.send('PUT', `/api/v1/client/${other.client!.clientKey}`, form({ emailAddress: 'x@example.nz' }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Id: 'NotFound', Message: 'Not found.' });
    expect((await clientRow(other.client!.id)).emailAddress).toBe(other.oldEmail);
  });

  it("checks the body's shape before who may edit, and its rules after: a stranger learns no rule", async () => {
    const { browser } = await signedIn();
    const other = await signedIn();
    const ruleBroken = await browser.send('PUT', `/api/v1/client/${other.client!.clientKey}`, form({ emailAddress: 'not-an-email' }, { postCode: '1' }));
    expect(ruleBroken.statusCode).toBe(404);
    const wrongType = await browser.send('PUT', `/api/v1/client/${other.client!.clientKey}`, form({ emailAddress: 'x@example.nz', pir: 'lots' }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ Id: 'ValidationFailed', Message: 'The request is not valid. pir: Required' });
  });

  it('an unknown key is 404, and a key too long to be one is 404 too', async () => {
    const { browser } = await signedIn();
    expect((await browser.send('PUT', '/api/v1/client/CK-NOPE', form({ emailAddress: 'x@example.nz' }))).statusCode).toBe(404);
    expect((await browser.send('PUT', `/api/v1/client/${'K'.repeat(65)}`, form({ emailAddress: 'x@example.nz' }))).statusCode).toBe(404);
  });

  it("the other portal's client is 404 (an NZ client's key on the AU portal)", async () => {
    const nzClient = await signedIn();
    const auClient = await signedIn({ portal: 'AU' });
    const response = await auClient.browser.send('PUT', `/api/v1/client/${nzClient.client!.clientKey}`, form({ emailAddress: 'x@example.nz' }));
    expect(response.statusCode).toBe(404);
    expect((await clientRow(nzClient.client!.id)).emailAddress).toBe(nzClient.oldEmail);
  });

  it('staff are refused (Edit Profile is hidden for staff, spec 002 §6) even for a client they can read', async () => {
    const staff = await signedIn({ userType: 'Staff' });
    const target = await signedIn();
    expect((await staff.browser.get(`/api/v1/client/${target.client!.clientKey}`)).statusCode).toBe(200);
    const response = await staff.browser.send('PUT', `/api/v1/client/${target.client!.clientKey}`, form({ emailAddress: 'staff@example.nz' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ Id: 'ProfileEditNotAllowed', Message: "Staff cannot update a client's personal details." });
    expect((await clientRow(target.client!.id)).emailAddress).toBe(target.oldEmail);
  });

  it('an adviser with a client record of their own may update it; any other key is 404', async () => {
    const adviser = await signedIn({ userType: 'Intermediary', withClient: true });
    const own = await adviser.browser.send('PUT', `/api/v1/client/${adviser.client!.clientKey}`, form({ emailAddress: adviser.oldEmail, knownAs: 'Ari' }));
    expect(own.statusCode).toBe(200);
    expect(own.json().name.knownAs).toBe('Ari');
    const other = await signedIn();
    expect((await adviser.browser.send('PUT', `/api/v1/client/${other.client!.clientKey}`, form({ emailAddress: 'a@example.nz' }))).statusCode).toBe(404);
    const withoutClient = await signedIn({ userType: 'Intermediary' });
    expect((await withoutClient.browser.send('PUT', `/api/v1/client/${other.client!.clientKey}`, form({ emailAddress: 'a@example.nz' }))).statusCode).toBe(404);
  });

  it('needs two-factor enabled: 403 with the spec message, nothing stored', async () => {
    const { client, browser, oldEmail } = await signedIn({ twoFactorEnabled: false });
    const response = await browser.send('PUT', `/api/v1/client/${client!.clientKey}`, form({ emailAddress: 'new@example.nz' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      Id: 'TwoFactorRequiredForProfile',
      Message: 'Two-Factor Authentication must be enabled to update your personal information.',
    });
    expect((await clientRow(client!.id)).emailAddress).toBe(oldEmail);
    expect(await outboxTo(oldEmail!)).toHaveLength(0);
  });

  it('the Australian portal refuses: Edit Profile is an external page there', async () => {
    const { client, browser, oldEmail } = await signedIn({ portal: 'AU' });
    const response = await browser.send('PUT', `/api/v1/client/${client!.clientKey}`, form({ emailAddress: 'new@example.com.au' }, { postCode: '2000', countryCode: 'AU' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ Id: 'ProfileEditExternal', Message: 'Personal details are updated on the external page in the Australian portal.' });
    expect((await clientRow(client!.id)).emailAddress).toBe(oldEmail);
  });

  it('signed out: 401; signed in but without the CSRF header: 403 CsrfRejected', async () => {
    const { client, browser, oldEmail } = await signedIn();
    const stranger = new TestBrowser(ctx.nz);
    expect((await stranger.send('PUT', `/api/v1/client/${client!.clientKey}`, form({ emailAddress: 'x@example.nz' }))).statusCode).toBe(401);
    const noCsrf = await ctx.nz.inject({
      method: 'PUT',
      url: `/api/v1/client/${client!.clientKey}`,
      headers: { cookie: `tasman_session_nz=${browser.cookie('tasman_session_nz')}` },
      payload: form({ emailAddress: 'x@example.nz' }),
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().Id).toBe('CsrfRejected');
    expect((await clientRow(client!.id)).emailAddress).toBe(oldEmail);
  });
});

describe('bad input on every field: a clear 400 naming the field, nothing stored', () => {
  const cases: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
    ['title not in the list', { title: 'King' }, {}, 'title: Choose a title from the list'],
    ['preferred name empty', { knownAs: ' ' }, {}, 'knownAs: Required'],
    ['preferred name 41 characters', { knownAs: 'a'.repeat(41) }, {}, 'knownAs: Must be 40 characters or fewer'],
    ['preferred name with a script tag', { knownAs: '<script>alert(1)</script>' }, {}, 'knownAs: Must not contain < or > or control characters'],
    ['preferred name with a control character', { knownAs: 'Ann\u0007' }, {}, 'knownAs: Must not contain < or > or control characters'],
    ['preferred name with digits', { knownAs: 'R2D2' }, {}, 'knownAs: Use letters, spaces, hyphens, apostrophes and full stops only'],
    ['preferred name a number', { knownAs: 42 }, {}, 'knownAs: Required'],
    ['PIR not a rate', { pir: 30 }, {}, 'pir: Choose a PIR from the list'],
    ['PIR missing', { pir: undefined }, {}, 'pir: Required'],
    ['home phone letters', { homePhone: 'call me' }, {}, 'homePhone: Invalid phone number'],
    ['mobile missing', { mobilePhone: '' }, {}, 'mobilePhone: Required'],
    ['mobile too long', { mobilePhone: '0'.repeat(21) }, {}, 'mobilePhone: Must be 20 characters or fewer'],
    ['e-mail not an address', { emailAddress: 'not-an-email' }, {}, 'emailAddress: Invalid email address'],
    ['e-mail with a script tag', { emailAddress: '<script>@x.nz' }, {}, 'emailAddress: Invalid email address'],
    ['e-mail empty', { emailAddress: '' }, {}, 'emailAddress: Required'],
    ['address line 1 empty', {}, { addressLine1: '' }, 'postalAddress.addressLine1: Required'],
    ['address line 1 61 characters', {}, { addressLine1: 'x'.repeat(61) }, 'postalAddress.addressLine1: Must be 60 characters or fewer'],
    ['address line 2 61 characters', {}, { addressLine2: 'x'.repeat(61) }, 'postalAddress.addressLine2: Must be 60 characters or fewer'],
    ['address line 2 with a tag', {}, { addressLine2: '<img src=x onerror=alert(1)>' }, 'postalAddress.addressLine2: Must not contain < or > or control characters'],
    ['suburb 21 characters', {}, { suburb: 's'.repeat(21) }, 'postalAddress.suburb: Must be 20 characters or fewer'],
    ['city empty', {}, { city: '' }, 'postalAddress.city: Required'],
    ['city 21 characters', {}, { city: 'c'.repeat(21) }, 'postalAddress.city: Must be 20 characters or fewer'],
    ['NZ postcode not 4 digits', {}, { postCode: '60111' }, 'postalAddress.postCode: Postcode must be 4 digits'],
    ['postcode empty', {}, { postCode: '' }, 'postalAddress.postCode: Required'],
    ['country not in the list', {}, { countryCode: 'XX' }, 'postalAddress.countryCode: Choose a country from the list'],
    ['authority not confirmed', { authorityConfirmed: false }, {}, 'authorityConfirmed: You must confirm the authority to update your details'],
    ['first name sent (read-only)', { firstName: 'Mallory' }, {}, 'body: firstName cannot be changed here'],
    ['IRD number sent (read-only)', { irdNumber: '049-091-850' }, {}, 'body: irdNumber cannot be changed here'],
    ['addressLine3 sent', {}, { addressLine3: 'x' }, 'postalAddress: addressLine3 cannot be changed here'],
  ];

  it.each(cases)('%s', async (_name, overrides, address, message) => {
    const { client, browser, oldEmail } = await signedIn();
    const before = await clientRow(client!.id);
    const response = await browser.send('PUT', `/api/v1/client/${client!.clientKey}`, form({ emailAddress: oldEmail, ...overrides }, address));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Id: 'ValidationFailed', Message: `The request is not valid. ${message}` });
    expect(await clientRow(client!.id)).toEqual(before);
    expect(await outboxTo(oldEmail!)).toHaveLength(0);
  });

  it('a non-JSON body or no body is a 400, never a 5xx', async () => {
    const { client, browser } = await signedIn();
    const none = await browser.send('PUT', `/api/v1/client/${client!.clientKey}`);
    expect(none.statusCode).toBe(400);
    const list = await browser.send('PUT', `/api/v1/client/${client!.clientKey}`, [1, 2]);
    expect(list.statusCode).toBe(400);
  });

  it('real names and addresses in other scripts and other countries are accepted', async () => {
    const { client, browser, oldEmail } = await signedIn();
    const response = await browser.send(
      'PUT',
      `/api/v1/client/${client!.clientKey}`,
      form({ emailAddress: oldEmail, knownAs: "Zoë O'Brien-Ngāti" }, { addressLine1: '10 Downing Street', suburb: 'Westminster', city: 'London', postCode: 'SW1A 2AA', countryCode: 'GB' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().postalAddress).toMatchObject({ postCode: 'SW1A 2AA', countryCode: 'GB', country: 'United Kingdom' });
  });
});

describe('GET /api/v1/client/{clientKey} answers the details the view needs', () => {
  it('NZ: IRD and PIR, contact values plain, and the two-factor state; AU: no IRD or PIR', async () => {
    const nz = await signedIn({ twoFactorEnabled: false });
    const nzAnswer = (await nz.browser.get(`/api/v1/client/${nz.client!.clientKey}`)).json();
    expect(nzAnswer).toMatchObject({ irdNumber: '136-410-132', pir: 17.5, emailAddress: nz.oldEmail, mobilePhone: '021 555 0123', accessConfig: { twoFactorEnabled: false } });
    expect(nzAnswer.postalAddress).toEqual(STORED_ADDRESS);
    const au = await signedIn({ portal: 'AU' });
    const auAnswer = (await au.browser.get(`/api/v1/client/${au.client!.clientKey}`)).json();
    expect(auAnswer).toMatchObject({ irdNumber: null, pir: null, accessConfig: { twoFactorEnabled: true } });
  });
});

describe('GET /api/v1/profile/form-lists', () => {
  it('NZ: titles, the three PIR rates, countries with New Zealand and Australia first', async () => {
    const { browser } = await signedIn();
    const lists = (await browser.get('/api/v1/profile/form-lists')).json();
    expect(lists.titles).toContain('Mr');
    expect(lists.pirRates).toEqual([
      { value: 10.5, label: '10.5%' },
      { value: 17.5, label: '17.5%' },
      { value: 28, label: '28%' },
    ]);
    expect(lists.countries.slice(0, 2)).toEqual([
      { countryCode: 'NZ', name: 'New Zealand' },
      { countryCode: 'AU', name: 'Australia' },
    ]);
    const rest = lists.countries.slice(2).map((c: { name: string }) => c.name);
    expect(rest).toEqual([...rest].sort((a: string, b: string) => a.localeCompare(b, 'en')));
  });

  it('AU: no PIR list; signed out: 401', async () => {
    const { browser } = await signedIn({ portal: 'AU' });
    expect((await browser.get('/api/v1/profile/form-lists')).json().pirRates).toEqual([]);
    expect((await new TestBrowser(ctx.nz).get('/api/v1/profile/form-lists')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/profile/adviser', () => {
  it("answers the signed-in adviser's own record, and 404 for a client", async () => {
    const [adviser] = await db()
      .insert(advisers)
      .values({ channel: 'NZ', position: 'Kōwhai Advice Ltd', firstName: 'Rangi', lastName: 'Parata', phoneNumber: '09 555 0200', mobileNumber: null, emailAddress: 'rangi@example.nz' })
      .returning();
    const intermediary = await signedIn({ userType: 'Intermediary' });
    await db().update(users).set({ adviserId: adviser!.id }).where(eq(users.id, intermediary.user.id));
    expect((await intermediary.browser.get('/api/v1/profile/adviser')).json()).toEqual({
      position: 'Kōwhai Advice Ltd',
      firstName: 'Rangi',
      lastName: 'Parata',
      phoneNumber: '09 555 0200',
      mobileNumber: null,
      emailAddress: 'rangi@example.nz',
    });
    const client = await signedIn();
    expect((await client.browser.get('/api/v1/profile/adviser')).statusCode).toBe(404);
  });
});

describe('saves are limited per user', () => {
  it(`answers 429 after ${PROFILE_UPDATES_PER_15_MINUTES} attempts in 15 minutes, and stores nothing then`, async () => {
    const { client, browser, oldEmail } = await signedIn();
    for (let i = 0; i < PROFILE_UPDATES_PER_15_MINUTES; i += 1) {
      const attempt = await browser.send('PUT', `/api/v1/client/${client!.clientKey}`, form({ emailAddress: oldEmail, knownAs: `Aroha${'a'.repeat(i % 3)}` }));
      expect(attempt.statusCode, `attempt ${i + 1}`).toBe(200);
    }
    const limited = await browser.send('PUT', `/api/v1/client/${client!.clientKey}`, form({ emailAddress: 'late@example.nz' }));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().Id).toBe('TooManyRequests');
    expect((await clientRow(client!.id)).emailAddress).toBe(oldEmail);
    // Another user is not affected.
    const other = await signedIn();
    expect((await other.browser.send('PUT', `/api/v1/client/${other.client!.clientKey}`, form({ emailAddress: other.oldEmail }))).statusCode).toBe(200);
  });
});
