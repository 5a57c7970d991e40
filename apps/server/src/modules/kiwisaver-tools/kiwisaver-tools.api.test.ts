import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, type Channel } from '@tasman/domain';
import { accountHolders, accounts, advisers, clients, transactions, users } from '../../db/schema/index.js';
import { createUser, giveAccount, type UserFixture } from '../../test/fixtures.js';
import { allocate, createFund } from '../../test/market-fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestPortals } from '../../test/use-test-app.js';

const ctx = useTestPortals();
const db = () => ctx.testDb.database.db;
const memberData = (clientId: string) => `/api/v1/tools/kiwisaver-member/${clientId}`;
const today = () => localDateOf(new Date(), 'Pacific/Auckland');

async function signedIn(fixture: UserFixture = {}, adviserId?: string) {
  const created = await createUser(db(), fixture);
  if (adviserId) await db().update(users).set({ adviserId }).where(eq(users.id, created.user.id));
  const browser = new TestBrowser(fixture.channel === 'AU' ? ctx.au : ctx.nz);
  await browser.signIn(created.user.username);
  return { ...created, browser };
}

type Kind = 'Contribution' | 'EmployerContribution' | 'GovernmentContribution';
async function book(accountId: string, securityId: string, tradeDate: string, type: Kind, value: string, groupLabel: string | null, pending = false) {
  // Unit price 2.00 throughout: units are half the value.
  await db().insert(transactions).values({
    accountId,
    securityId,
    tradeDate,
    bookedAt: new Date(`${tradeDate}T00:00:00Z`),
    transactionType: type,
    description: type,
    groupLabel,
    units: String(Number(value) / 2),
    unitPrice: '2',
    value,
    netValue: value,
    isPending: pending,
  });
}

/** A member born 1985-03-10 with one KiwiSaver account in a Growth-type fund (70% shares, 30% bonds). */
async function member(channel: Channel = 'NZ') {
  const owner = await signedIn({ channel });
  await db().update(clients).set({ dateOfBirth: '1985-03-10' }).where(eq(clients.id, owner.client!.id));
  const [adviser] = await db().insert(advisers).values({ channel, firstName: 'Ana', lastName: 'Adviser' }).returning();
  const account = await giveAccount(db(), owner.client!.id, 'KS', { channel });
  await db().update(accounts).set({ adviserId: adviser!.id, signupDate: addDays(today(), -800) }).where(eq(accounts.id, account.id));
  const fund = await createFund(db(), 'KiwiSaver Growth Fund', [
    [addDays(today(), -800), '2.000000'],
    [addDays(today(), -1), '2.000000'],
  ]);
  await allocate(db(), fund.id, addDays(today(), -100), [
    ['International Equities', '70'],
    ['International Fixed Interest', '30'],
  ]);
  const t = today();
  await book(account.id, fund.id, addDays(t, -700), 'Contribution', '10000.00', 'Transfers from other providers'); // older than a year
  await book(account.id, fund.id, addDays(t, -40), 'Contribution', '150.00', 'Member contributions');
  await book(account.id, fund.id, addDays(t, -10), 'Contribution', '150.00', 'Member contributions');
  await book(account.id, fund.id, addDays(t, -10), 'EmployerContribution', '123.76', 'Employer contributions');
  await book(account.id, fund.id, addDays(t, -200), 'GovernmentContribution', '260.72', 'Government contributions');
  await book(account.id, fund.id, addDays(t, -20), 'Contribution', '500.00', 'Voluntary contributions');
  await book(account.id, fund.id, t, 'Contribution', '999.00', 'Voluntary contributions', true); // pending: not counted
  return { ...owner, account, adviser: adviser!, fund };
}

describe('GET /api/v1/tools/kiwisaver-member/{memberClientId}', () => {
  it("serves the member their date of birth, today and each KiwiSaver account's balance, funds and last year's contributions", async () => {
    const { browser, client, account, fund } = await member();
    const response = await browser.get(memberData(client!.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    // Balance: units 5,000 + 75 + 75 + 61.88 + 130.36 + 250 = 5,592.24 at $2.00 = $11,184.48.
    expect(response.json()).toEqual({
      clientId: client!.id,
      dateOfBirth: '1985-03-10',
      today: today(),
      accounts: [
        {
          accountNumber: account.accountNumber,
          accountIsOpen: true,
          balance: 11_184.48,
          balanceAsAtDate: addDays(today(), -1),
          funds: [{ fundId: fund.id, name: 'KiwiSaver Growth Fund', category: 'Growth', value: 11_184.48 }],
          lastYearContributions: {
            from: expect.any(String),
            to: today(),
            member: 300,
            employer: 123.76,
            government: 260.72,
            voluntary: 500,
          },
        },
      ],
    });
  });

  it("serves the adviser of the member's KiwiSaver account and staff of the portal; not another adviser", async () => {
    const { client, adviser } = await member();
    const ownAdviser = await signedIn({ userType: 'Intermediary' }, adviser.id);
    expect((await ownAdviser.browser.get(memberData(client!.id))).statusCode).toBe(200);
    const [other] = await db().insert(advisers).values({ channel: 'NZ', firstName: 'Otto', lastName: 'Other' }).returning();
    const otherAdviser = await signedIn({ userType: 'Intermediary' }, other!.id);
    expect((await otherAdviser.browser.get(memberData(client!.id))).statusCode).toBe(404);
    const staff = await signedIn({ userType: 'Staff' });
    expect((await staff.browser.get(memberData(client!.id))).json().accounts).toHaveLength(1);
  });

  it("answers another client's id, a related holder's ask, an unknown id and another portal's client alike: 404", async () => {
    const { client, account } = await member();
    const stranger = await member();
    const asked = await stranger.browser.get(memberData(client!.id));
    expect(asked.statusCode).toBe(404);
    expect(asked.body).not.toContain(account.accountNumber);

    const related = await signedIn();
    await giveAccount(db(), related.client!.id, 'KS');
    await db().insert(accountHolders).values({ accountId: account.id, clientId: related.client!.id, ownershipType: 'RELATED', role: 'Related party' });
    expect((await related.browser.get(memberData(client!.id))).statusCode).toBe(404);

    expect((await stranger.browser.get(memberData('7d0f6c1e-5a4b-4c3d-9e2f-1a2b3c4d5e6f'))).statusCode).toBe(404);

    const auStaff = await signedIn({ channel: 'AU', userType: 'Staff' });
    expect((await auStaff.browser.get(memberData(client!.id))).statusCode).toBe(404);
  });

  it('refuses a malformed id with a clear message and a visitor without a session', async () => {
    const { browser, client } = await member();
    const malformed = await browser.get(memberData('not-a-uuid'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().Message).toBe('The request is not valid. (memberClientId)');
    expect((await new TestBrowser(ctx.nz).get(memberData(client!.id))).statusCode).toBe(401);
  });

  it('gives a client with no KiwiSaver account an empty list (their tools say so)', async () => {
    const investor = await signedIn();
    await giveAccount(db(), investor.client!.id, 'UT');
    const response = await investor.browser.get(memberData(investor.client!.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ clientId: investor.client!.id, dateOfBirth: null, accounts: [] });
  });

  it('lists a closed KiwiSaver account as closed', async () => {
    const { browser, client, account } = await member();
    await db().update(accounts).set({ accountStatus: 'C' }).where(eq(accounts.id, account.id));
    expect((await browser.get(memberData(client!.id))).json().accounts[0].accountIsOpen).toBe(false);
  });
});
