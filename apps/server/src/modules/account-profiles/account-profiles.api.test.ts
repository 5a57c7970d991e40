import { authenticator } from 'otplib';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountHolders, accounts, advisers, auditEvents, clients, standingOrders, users } from '../../db/schema/index.js';
import { createUser, giveAccount, TEST_TOTP_SECRET, type UserFixture } from '../../test/fixtures.js';
import { createFund } from '../../test/market-fixtures.js';
import { createTestApp, TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { clientAccountIdOf } from './client-account-id.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;

/** A signed-in user; with two-factor, signed in with a code as a person would. */
async function signedIn(fixture: UserFixture = {}) {
  const { user, client } = await createUser(db(), fixture);
  const browser = new TestBrowser(ctx.app);
  const answer = await browser.signIn(user.username);
  if (answer.json().outcome === 'two-factor-required') {
    const done = await browser.send('POST', '/api/v1/auth/two-factor', { code: authenticator.generate(TEST_TOTP_SECRET) });
    expect(done.statusCode).toBe(200);
  }
  return { user, client: client!, browser };
}

async function addHolder(accountId: string, clientId: string, role: string, fields: Partial<typeof accountHolders.$inferInsert> = {}) {
  await db()
    .insert(accountHolders)
    .values({ accountId, clientId, ownershipType: 'OWNER', role, authToAct: true, notificationPref: 'Email', ...fields });
}

/** A Joint UT account: two joint owners, a power of attorney with authority, a signatory without. */
async function jointAccount() {
  const first = await signedIn({ twoFactorEnabled: true });
  const second = await signedIn();
  const attorney = await signedIn();
  const signatory = await signedIn({ twoFactorEnabled: true });
  const [account] = await db()
    .insert(accounts)
    .values({
      accountNumber: `J${Math.random().toString(36).slice(2, 10)}`,
      accountName: 'A & B Test',
      channel: 'NZ',
      productType: 'UT',
      accountType: 'Joint',
      signupDate: '2020-04-01',
      pir: '0.2800',
      bankAccountName: 'A Test',
      bankAccountNumber: '12-3140-0123456-00',
    })
    .returning();
  await addHolder(account!.id, first.client.id, 'Joint Owner');
  await addHolder(account!.id, second.client.id, 'Joint Owner');
  await addHolder(account!.id, attorney.client.id, 'Power of Attorney', { ownershipType: 'RELATED' });
  await addHolder(account!.id, signatory.client.id, 'Authorised Signatory', {
    ownershipType: 'RELATED',
    authToAct: false,
    notificationPref: null,
  });
  return { account: account!, first, second, attorney, signatory };
}

const holderRow = async (accountId: string, clientId: string) =>
  (await db().select().from(accountHolders).where(and(eq(accountHolders.accountId, accountId), eq(accountHolders.clientId, clientId))))[0]!;

const authorityUrl = (accountNumber: string, clientAccountId: string) =>
  `/api/v1/accounts/${accountNumber}/holders/${clientAccountId}/authority`;

describe('GET /api/v1/account-profiles (spec 002 §2.4, §6)', () => {
  it('lists own and related accounts but PW, with the bank number masked unless two-factor is on', async () => {
    const { account, first, second } = await jointAccount();
    const pw = await giveAccount(db(), second.client.id, 'PW');
    const plain = (await first.browser.get('/api/v1/account-profiles')).json();
    const masked = (await second.browser.get('/api/v1/account-profiles')).json();
    expect(plain.list).toEqual([
      {
        accountNumber: account.accountNumber,
        accountNumberAlternative: null,
        accountName: 'A & B Test',
        productType: 'UT',
        accountType: 'Joint',
        accountIsOpen: true,
        pir: 28,
        bankAccountName: 'A Test',
        bankAccountNumber: '12-3140-0123456-00',
        bankAccountMasked: false,
      },
    ]);
    // 18 characters: the first and last 4 shown, 10 hidden (spec 002 §9).
    expect(masked.list.map((a: { accountNumber: string }) => a.accountNumber)).toEqual([account.accountNumber]);
    expect(masked.list[0]).toMatchObject({ bankAccountNumber: '12-3**********6-00', bankAccountMasked: true });
    expect(JSON.stringify(masked)).not.toContain('0123456');
    expect(JSON.stringify(masked)).not.toContain(pw.accountNumber);
  });

  it('is empty for staff, who hold no accounts, and refuses the signed out', async () => {
    const staff = await signedIn({ userType: 'Staff' });
    expect((await staff.browser.get('/api/v1/account-profiles')).json()).toEqual({ list: [] });
    expect((await new TestBrowser(ctx.app).get('/api/v1/account-profiles')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/accounts/{n}/holders (spec 002 §3 Account holder, §6)', () => {
  it('lists every holder of a Joint account with opaque ids, the caller marked', async () => {
    const { account, first, second, attorney, signatory } = await jointAccount();
    const answer = await second.browser.get(`/api/v1/accounts/${account.accountNumber}/holders`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.accountType).toBe('Joint');
    expect(body.list).toHaveLength(4);
    const keys = await db().select({ id: clients.id, key: clients.clientKey }).from(clients);
    const keyOf = (id: string) => keys.find((k) => k.id === id)!.key;
    const byKey = (id: string) => body.list.find((h: { clientId: string }) => h.clientId === keyOf(id));
    expect(byKey(second.client.id)).toMatchObject({ role: 'Joint Owner', authToAct: true, notificationPref: true, isSelf: true });
    expect(byKey(first.client.id)).toMatchObject({ isSelf: false, clientAccountId: clientAccountIdOf(account.id, first.client.id) });
    expect(byKey(attorney.client.id)).toMatchObject({ role: 'Power of Attorney', authToAct: true });
    expect(byKey(signatory.client.id)).toMatchObject({ authToAct: false, notificationPref: false });
    // No database id of a client or the account reaches the browser.
    for (const id of [account.id, first.client.id, second.client.id, attorney.client.id, signatory.client.id]) {
      expect(JSON.stringify(body)).not.toContain(id);
    }
    for (const h of body.list) expect(h.clientAccountId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('hides Owner-role holders of a Company account and the whole table of an Individual one', async () => {
    const director = await signedIn();
    const company = await giveAccount(db(), director.client.id, 'UT');
    await db().update(accounts).set({ accountType: 'Company' }).where(eq(accounts.id, company.id));
    await db().update(accountHolders).set({ role: 'Director' }).where(eq(accountHolders.accountId, company.id));
    const [entity] = await db().insert(clients).values({ clientKey: `CK-E${company.accountNumber}`, channel: 'NZ', firstName: '', lastName: 'Orchards Ltd' }).returning();
    await addHolder(company.id, entity!.id, 'Owner');
    const shown = (await director.browser.get(`/api/v1/accounts/${company.accountNumber}/holders`)).json();
    expect(shown.list.map((h: { role: string }) => h.role)).toEqual(['Director']);

    const individual = await giveAccount(db(), director.client.id, 'KS');
    expect((await director.browser.get(`/api/v1/accounts/${individual.accountNumber}/holders`)).json()).toEqual({
      accountNumber: individual.accountNumber,
      accountType: 'Individual',
      list: [],
    });
  });
});

describe('GET standing orders and access scenarios', () => {
  it('lists the recurring transactions that still run, with the fund, amount and next date', async () => {
    const owner = await signedIn();
    const account = await giveAccount(db(), owner.client.id, 'UT');
    const fund = await createFund(db(), 'Test Growth Fund', [['2021-01-04', '1.000000']]);
    const base = { accountId: account.id, startDate: '2021-01-01', paymentMethod: 'Direct debit' } as const;
    await db().insert(standingOrders).values([
      { ...base, securityId: fund.id, orderType: 'Contribution', amount: '250.50', frequency: 'Monthly', nextDate: '2026-12-01', status: 'Active' },
      { ...base, orderType: 'Withdrawal', amount: '100.00', frequency: 'Weekly', nextDate: null, status: 'Suspended', paymentMethod: 'Direct credit' },
      { ...base, orderType: 'Contribution', amount: '999.00', frequency: 'Annually', endDate: '2022-01-01', status: 'Cancelled' },
    ]);
    const body = (await owner.browser.get(`/api/v1/accounts/${account.accountNumber}/standing-orders`)).json();
    expect(body).toEqual({
      accountNumber: account.accountNumber,
      list: [
        { orderType: 'Contribution', amount: 250.5, frequency: 'Monthly', nextDate: '2026-12-01', fundName: 'Test Growth Fund', paymentMethod: 'Direct debit', status: 'Active' },
        { orderType: 'Withdrawal', amount: 100, frequency: 'Weekly', nextDate: null, fundName: null, paymentMethod: 'Direct credit', status: 'Suspended' },
      ],
    });
  });

  it('derives the access scenario from the account: KiwiSaver deposits only, a closed account neither', async () => {
    const owner = await signedIn();
    const ks = await giveAccount(db(), owner.client.id, 'KS');
    const closed = await giveAccount(db(), owner.client.id, 'UT', { open: false });
    expect((await owner.browser.get(`/api/v1/accounts/${ks.accountNumber}/access-scenarios`)).json()).toEqual({
      accountNumber: ks.accountNumber,
      depositAbility: { allowed: true, messageCode: 'DEPOSIT_OK' },
      withdrawalAbility: { allowed: false, messageCode: 'KIWISAVER_RESTRICTED' },
    });
    expect((await owner.browser.get(`/api/v1/accounts/${closed.accountNumber}/access-scenarios`)).json()).toMatchObject({
      depositAbility: { allowed: false, messageCode: 'ACCOUNT_CLOSED' },
      withdrawalAbility: { allowed: false, messageCode: 'ACCOUNT_CLOSED' },
    });
  });
});

describe('PUT …/holders/{clientAccountId}/authority (spec 002 §4, §5, §7)', () => {
  it("lets a joint owner with two-factor give and take another holder's authority, audited", async () => {
    const { account, first, second } = await jointAccount();
    const id = clientAccountIdOf(account.id, second.client.id);
    const off = await first.browser.send('PUT', authorityUrl(account.accountNumber, id), { value: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ clientAccountId: id, authToAct: false, isSelf: false });
    expect((await holderRow(account.id, second.client.id)).authToAct).toBe(false);
    const events = await db().select().from(auditEvents).where(eq(auditEvents.userId, first.user.id));
    expect(events.filter((e) => e.event === 'holder-authority-changed').map((e) => e.detail)).toEqual([
      `account ${account.accountNumber}, holder ${id}: authority to act taken away`,
    ]);
    expect((await first.browser.send('PUT', authorityUrl(account.accountNumber, id), { value: true })).json().authToAct).toBe(true);
    expect((await holderRow(account.id, second.client.id)).authToAct).toBe(true);
  });

  it('refuses the own row, non-Joint accounts, callers without two-factor or without authority', async () => {
    const { account, first, second, signatory } = await jointAccount();
    const url = (clientId: string) => authorityUrl(account.accountNumber, clientAccountIdOf(account.id, clientId));
    const own = await first.browser.send('PUT', url(first.client.id), { value: false });
    expect([own.statusCode, own.json()]).toEqual([409, { Id: 'OwnAuthorityToAct', Message: 'You cannot change your own authority to act.' }]);
    const noTwoFactor = await second.browser.send('PUT', url(first.client.id), { value: false });
    expect([noTwoFactor.statusCode, noTwoFactor.json()]).toEqual([
      403,
      { Id: 'TwoFactorRequiredForSetting', Message: 'Two-Factor Authentication must be enabled to change this setting.' },
    ]);
    const noAuthority = await signatory.browser.send('PUT', url(first.client.id), { value: false });
    expect(noAuthority.statusCode).toBe(403);
    expect(noAuthority.json().Id).toBe('NoAuthorityToAct');
    expect((await holderRow(account.id, first.client.id)).authToAct).toBe(true);

    await db().update(accounts).set({ accountType: 'Trust' }).where(eq(accounts.id, account.id));
    const trust = await first.browser.send('PUT', url(second.client.id), { value: false });
    expect([trust.statusCode, trust.json()]).toEqual([409, { Id: 'AuthorityNotSupported', Message: 'Not supported yet' }]);
    expect((await holderRow(account.id, second.client.id)).authToAct).toBe(true);
  });

  it("answers 404 for another account's holder, a made-up id and someone else's account; 403 for staff and the adviser", async () => {
    const mine = await jointAccount();
    const theirs = await jointAccount();
    const theirHolder = clientAccountIdOf(theirs.account.id, theirs.second.client.id);
    const cases = [
      authorityUrl(mine.account.accountNumber, theirHolder),
      authorityUrl(mine.account.accountNumber, 'AAAAAAAAAAAAAAAAAAAAAA'),
      authorityUrl(theirs.account.accountNumber, theirHolder),
      authorityUrl('T0NOSUCH', theirHolder),
    ];
    for (const url of cases) {
      const answer = await mine.first.browser.send('PUT', url, { value: false });
      expect([answer.statusCode, answer.json()], url).toEqual([404, { Id: 'NotFound', Message: 'Not found.' }]);
    }
    const staff = await signedIn({ userType: 'Staff', twoFactorEnabled: true });
    const staffUrl = authorityUrl(mine.account.accountNumber, clientAccountIdOf(mine.account.id, mine.second.client.id));
    expect((await staff.browser.get(`/api/v1/accounts/${mine.account.accountNumber}/holders`)).statusCode).toBe(200);
    expect((await staff.browser.send('PUT', staffUrl, { value: false })).statusCode).toBe(403);
    const [adviser] = await db().insert(advisers).values({ channel: 'NZ', firstName: 'Ana', lastName: 'Adviser' }).returning();
    await db().update(accounts).set({ adviserId: adviser!.id }).where(eq(accounts.id, mine.account.id));
    const adviserUser = await signedIn({ userType: 'Intermediary', twoFactorEnabled: true });
    await db().update(users).set({ adviserId: adviser!.id }).where(eq(users.id, adviserUser.user.id));
    expect((await adviserUser.browser.get(`/api/v1/accounts/${mine.account.accountNumber}/holders`)).statusCode).toBe(200);
    expect((await adviserUser.browser.send('PUT', staffUrl, { value: false })).statusCode).toBe(403);
    expect((await adviserUser.browser.send('PUT', `/api/v1/accounts/${mine.account.accountNumber}/notification-preference`, { value: false })).statusCode).toBe(403);
    expect((await holderRow(theirs.account.id, theirs.second.client.id)).authToAct).toBe(true);
    expect((await holderRow(mine.account.id, mine.second.client.id)).authToAct).toBe(true);
  });

  it('refuses bad values and malformed ids with a 400, and a write without the CSRF header with a 403, storing nothing', async () => {
    const { account, first, second } = await jointAccount();
    const url = authorityUrl(account.accountNumber, clientAccountIdOf(account.id, second.client.id));
    for (const body of [{ value: 'false' }, { value: 0 }, { value: null }, {}, { value: false, extra: 1 }, { value: '<script>alert(1)</script>' }, { value: 'ñandú' }]) {
      const answer = await first.browser.send('PUT', url, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.json())).toEqual(['Id', 'Message']);
    }
    for (const id of ['short', 'A'.repeat(23), '<script>alert(1)</script>xx', '😀'.repeat(11)]) {
      const answer = await first.browser.send('PUT', authorityUrl(account.accountNumber, encodeURIComponent(id)), { value: false });
      expect(answer.statusCode, id).toBe(400);
    }
    // Longer than any path parameter may be: refused before the route (414), never a 5xx.
    expect((await first.browser.send('PUT', authorityUrl(account.accountNumber, 'A'.repeat(200)), { value: false })).statusCode).toBe(414);
    const noCsrf = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: `tasman_session_nz=${first.browser.cookie('tasman_session_nz')}` },
      payload: { value: false },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await holderRow(account.id, second.client.id)).authToAct).toBe(true);
  });
});

describe('PUT …/notification-preference (spec 002 §5: only for oneself)', () => {
  it("changes the caller's own preference only, and nobody's on an account that is not theirs", async () => {
    const { account, first, second, signatory } = await jointAccount();
    const url = `/api/v1/accounts/${account.accountNumber}/notification-preference`;
    const off = await second.browser.send('PUT', url, { value: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ isSelf: true, notificationPref: false, clientAccountId: clientAccountIdOf(account.id, second.client.id) });
    expect((await holderRow(account.id, second.client.id)).notificationPref).toBeNull();
    expect((await holderRow(account.id, first.client.id)).notificationPref).toBe('Email');
    expect((await signatory.browser.send('PUT', url, { value: true })).json().notificationPref).toBe(true);
    expect((await holderRow(account.id, signatory.client.id)).notificationPref).toBe('Email');

    const stranger = await signedIn();
    expect((await stranger.browser.send('PUT', url, { value: false })).statusCode).toBe(404);
    expect((await second.browser.send('PUT', url, { value: 'no' })).statusCode).toBe(400);
    expect((await holderRow(account.id, second.client.id)).notificationPref).toBeNull();
  });
});

describe('the other portal', () => {
  it('answers an account of the NZ portal as missing on the AU portal, to staff and clients, reads and writes', async () => {
    const { account, second } = await jointAccount();
    const au = await createTestApp(ctx.testDb.database, 'AU');
    try {
      const { user } = await createUser(db(), { userType: 'Staff', channel: 'AU' });
      const browser = new TestBrowser(au);
      await browser.signIn(user.username);
      for (const path of ['holders', 'standing-orders', 'access-scenarios']) {
        expect((await browser.get(`/api/v1/accounts/${account.accountNumber}/${path}`)).statusCode, path).toBe(404);
      }
      // An AU client with two-factor cannot write to it either, with a real clientAccountId of it.
      const { user: auClient } = await createUser(db(), { channel: 'AU', twoFactorEnabled: true });
      const auBrowser = new TestBrowser(au);
      await auBrowser.signIn(auClient.username);
      expect((await auBrowser.send('POST', '/api/v1/auth/two-factor', { code: authenticator.generate(TEST_TOTP_SECRET) })).statusCode).toBe(200);
      const url = authorityUrl(account.accountNumber, clientAccountIdOf(account.id, second.client.id));
      expect((await auBrowser.send('PUT', url, { value: false })).statusCode).toBe(404);
      expect((await auBrowser.send('PUT', `/api/v1/accounts/${account.accountNumber}/notification-preference`, { value: false })).statusCode).toBe(404);
      expect((await holderRow(account.id, second.client.id)).authToAct).toBe(true);
    } finally {
      await au.close();
    }
  });
});
