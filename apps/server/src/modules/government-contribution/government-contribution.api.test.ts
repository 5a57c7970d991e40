import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '@tasman/domain';
import { contributionYearOf } from '@tasman/domain/kiwisaver/government-contribution-rules';
import { accountHolders, accounts, advisers, clients, emailOutbox, portalSettings, transactions, users } from '../../db/schema/index.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { createFund } from '../../test/market-fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { GC_MESSAGES } from './government-contribution.service.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;
const dataOf = (accountNumber: string) => `/api/v1/accounts/${encodeURIComponent(accountNumber)}/government-contribution`;
const EMAIL = '/api/v1/government-contribution/deposit-instructions';

// The check is of New Zealand's current contribution year, so the fixtures are dated from today.
const today = () => localDateOf(new Date(), 'Pacific/Auckland');
const year = () => contributionYearOf(today());
const code = () => `GC${year().end.slice(0, 4)}`;

async function showContent(on: boolean) {
  await db()
    .insert(portalSettings)
    .values({ channel: 'NZ', showGovtContributionContent: on })
    .onConflictDoUpdate({ target: portalSettings.channel, set: { showGovtContributionContent: on } });
}

async function browserFor(fixture: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(db(), fixture);
  const browser = new TestBrowser(ctx.app);
  await browser.signIn(created.user.username);
  return { ...created, browser };
}

let fundId: string | undefined;
async function fund() {
  fundId ??= (await createFund(db(), 'KiwiSaver Growth Fund', [[addDays(today(), -400), '1.000000']])).id;
  return fundId;
}

/** A KiwiSaver member: born `dateOfBirth`, joined `joined`, with member contributions [date, amount]. */
async function member(options: { dateOfBirth?: string | null; joined?: string; contributions?: Array<[string, string]>; email?: string | null; productType?: 'KS' | 'UT' } = {}) {
  const owner = await browserFor();
  await db()
    .update(clients)
    .set({
      dateOfBirth: options.dateOfBirth === undefined ? '1985-03-10' : options.dateOfBirth,
      emailAddress: options.email === undefined ? `member.${owner.client!.id.slice(0, 8)}@example.nz` : options.email,
      knownAs: 'Aroha',
    })
    .where(eq(clients.id, owner.client!.id));
  const account = await giveAccount(db(), owner.client!.id, options.productType ?? 'KS');
  await db().update(accounts).set({ signupDate: options.joined ?? '2015-04-01' }).where(eq(accounts.id, account.id));
  const securityId = await fund();
  for (const [date, amount] of options.contributions ?? []) {
    await db().insert(transactions).values({
      accountId: account.id,
      securityId,
      tradeDate: date,
      bookedAt: new Date(`${date}T00:00:00Z`),
      transactionType: 'Contribution',
      description: 'Employee contributions (received from Inland Revenue)',
      units: amount,
      unitPrice: '1',
      value: amount,
      netValue: amount,
    });
  }
  // An employer contribution and a government contribution: never counted as the member's.
  await db().insert(transactions).values([
    { accountId: account.id, securityId, tradeDate: year().start, bookedAt: new Date(), transactionType: 'EmployerContribution', description: 'Employer', units: '5000', unitPrice: '1', value: '5000', netValue: '5000' },
    { accountId: account.id, securityId, tradeDate: year().start, bookedAt: new Date(), transactionType: 'GovernmentContribution', description: 'GC', units: '260.72', unitPrice: '1', value: '260.72', netValue: '260.72' },
  ]);
  return { ...owner, account };
}

describe('GET /api/v1/accounts/{accountNumber}/government-contribution: the scenarios (spec 002 §4)', () => {
  it('NeedToTopUp: a member all year who has contributed $400 so far', async () => {
    await showContent(true);
    const m = await member({ contributions: [[year().start, '400.00'], [addDays(year().start, -1), '9000.00']] });
    const response = await m.browser.get(dataOf(m.account.accountNumber));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      accountNumber: m.account.accountNumber,
      memberName: 'Aroha',
      viewerIsMember: true,
      EntitledToContribution: true,
      HasBeenWithMilfordForAFullYear: true,
      NeedsTopUp: true,
      TotalContributions: 400,
      AmountRequiredForFullMTC: 642.86, // $1,042.86 − $400 (the 2026-27 rule: 25c per $1 up to $260.72)
      EligibleAmount: 1042.86,
      EndDate: year().end,
      StartDate: year().start,
      scenario: 'NeedToTopUp',
      expectedContribution: 100,
      maximumContribution: 260.72,
      incomeOverLimit: null,
      depositInstructions: { code: code(), reference: m.account.accountNumber, yearEnd: year().end },
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('ContributedEnough: $1,042.86 this year', async () => {
    const m = await member({ contributions: [[year().start, '1000.00'], [today(), '42.86']] });
    expect((await m.browser.get(dataOf(m.account.accountNumber))).json()).toMatchObject({
      scenario: 'ContributedEnough',
      NeedsTopUp: false,
      TotalContributions: 1042.86,
      AmountRequiredForFullMTC: 0,
      expectedContribution: 260.72,
    });
  });

  it('NotEligible: 65 before the year began; a closed account', async () => {
    const older = await member({ dateOfBirth: '1955-01-01', contributions: [[year().start, '2000.00']] });
    expect((await older.browser.get(dataOf(older.account.accountNumber))).json()).toMatchObject({
      scenario: 'NotEligible',
      EntitledToContribution: false,
      notEligibleReason: 'age',
      expectedContribution: 0,
    });
    const closed = await member();
    await db().update(accounts).set({ accountStatus: 'C' }).where(eq(accounts.id, closed.account.id));
    expect((await closed.browser.get(dataOf(closed.account.accountNumber))).json()).toMatchObject({
      scenario: 'NotEligible',
      notEligibleReason: 'accountClosed',
    });
  });

  it('Unknown: joined us this year (after 1 July) and short of the pro-rated amount', async () => {
    const joined = today() > year().start ? today() : null;
    if (joined === null) return; // on 1 July nobody has joined "during" the year yet
    const m = await member({ joined, contributions: [[joined, '10.00']] });
    const body = (await m.browser.get(dataOf(m.account.accountNumber))).json();
    expect(body).toMatchObject({ scenario: 'Unknown', HasBeenWithMilfordForAFullYear: false, partYearReason: 'joined', TotalContributions: 10 });
    expect(body.eligibleDays).toBe(year().days - (Date.parse(joined) - Date.parse(year().start)) / 86_400_000);
    expect(body.EligibleAmount).toBeLessThan(1042.86);
  });

  it('a member who turns 65 this year is pro-rated to the day before the birthday', async () => {
    const birthday = addDays(year().end, -29); // 1 June of the year's end
    const dateOfBirth = `${Number(birthday.slice(0, 4)) - 65}${birthday.slice(4)}`;
    const m = await member({ dateOfBirth });
    const body = (await m.browser.get(dataOf(m.account.accountNumber))).json();
    expect(body).toMatchObject({ eligibleDays: year().days - 30, partYearReason: 'reachesMaximumAge', EntitledToContribution: true });
  });
});

describe('who may check, on which accounts', () => {
  it('the member, a related holder, the account\'s adviser and staff (third person: viewerIsMember false); nobody else', async () => {
    await showContent(true);
    const m = await member({ contributions: [[year().start, '100.00']] });
    const related = await browserFor();
    await db().insert(accountHolders).values({ accountId: m.account.id, clientId: related.client!.id, ownershipType: 'RELATED', role: 'Related party' });
    const [adviser] = await db().insert(advisers).values({ channel: 'NZ', firstName: 'Ana', lastName: 'Adviser' }).returning();
    await db().update(accounts).set({ adviserId: adviser!.id }).where(eq(accounts.id, m.account.id));
    const ownAdviser = await browserFor({ userType: 'Intermediary' });
    await db().update(users).set({ adviserId: adviser!.id }).where(eq(users.id, ownAdviser.user.id));
    const otherAdviser = await browserFor({ userType: 'Intermediary' });
    const [elsewhere] = await db().insert(advisers).values({ channel: 'NZ', firstName: 'Other', lastName: 'Adviser' }).returning();
    await db().update(users).set({ adviserId: elsewhere!.id }).where(eq(users.id, otherAdviser.user.id));
    const staff = await browserFor({ userType: 'Staff' });
    const stranger = await browserFor();

    for (const [who, browser] of [['related', related.browser], ['adviser', ownAdviser.browser], ['staff', staff.browser]] as const) {
      const response = await browser.get(dataOf(m.account.accountNumber));
      expect(response.statusCode, who).toBe(200);
      expect(response.json(), who).toMatchObject({ viewerIsMember: false, TotalContributions: 100, scenario: 'NeedToTopUp' });
    }
    const missing = await stranger.browser.get(dataOf('NOSUCH1'));
    expect(missing.statusCode).toBe(404);
    for (const [who, browser] of [['stranger', stranger.browser], ['other adviser', otherAdviser.browser]] as const) {
      const response = await browser.get(dataOf(m.account.accountNumber));
      expect(response.statusCode, who).toBe(404);
      expect(response.body, who).toBe(missing.body);
    }
    const anonymous = await new TestBrowser(ctx.app).get(dataOf(m.account.accountNumber));
    expect(anonymous.statusCode).toBe(401);
  });

  it('not a KiwiSaver account, or the portal setting off: 404 saying why', async () => {
    await showContent(true);
    const ut = await member({ productType: 'UT' });
    const response = await ut.browser.get(dataOf(ut.account.accountNumber));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Id: 'NotFound', Message: GC_MESSAGES.notKiwiSaver });

    const ks = await member();
    await showContent(false);
    const off = await ks.browser.get(dataOf(ks.account.accountNumber));
    expect(off.statusCode).toBe(404);
    expect(off.json().Message).toBe(GC_MESSAGES.notShown);
    await showContent(true);
  });

  it('impossible account numbers are 400 with a message, never 5xx', async () => {
    const m = await member();
    for (const bad of ['not a number', '💥', 'x'.repeat(33), "1' or '1'='1", '00000000-0000-0000-0000-00000000000g']) {
      const response = await m.browser.get(dataOf(bad));
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().Message, bad).toMatch(/account number|not valid/i);
    }
  });
});

describe('POST /api/v1/government-contribution/deposit-instructions', () => {
  const outboxFor = (to: string) => db().select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'deposit-instructions')));

  it('queues one e-mail to the member with the bank account, code and reference', async () => {
    await showContent(true);
    const m = await member({ contributions: [[year().start, '400.00']], email: 'aroha.member@example.nz' });
    const response = await m.browser.send('POST', EMAIL, { accountNumber: m.account.accountNumber, code: code() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ emailSent: true, to: `a${'*'.repeat(11)}@example.nz` });
    const sent = await outboxFor('aroha.member@example.nz');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`How to top up your KiwiSaver account ${m.account.accountNumber}`);
    expect(sent[0]!.textBody).toContain(`Code: ${code()}`);
    expect(sent[0]!.textBody).toContain(`Reference: ${m.account.accountNumber}`);
    expect(sent[0]!.textBody).toContain('$642.86 more');
    expect(sent[0]!.htmlBody).toContain('Account number: 99-0001-0012345-000');
  });

  it('refuses staff, advisers and related holders (the member asks), another year\'s code, and a member with no e-mail address', async () => {
    await showContent(true);
    const m = await member({ email: 'kept.quiet@example.nz' });
    const staff = await browserFor({ userType: 'Staff' });
    const related = await browserFor();
    await db().insert(accountHolders).values({ accountId: m.account.id, clientId: related.client!.id, ownershipType: 'RELATED', role: 'Related party' });
    for (const browser of [staff.browser, related.browser]) {
      const response = await browser.send('POST', EMAIL, { accountNumber: m.account.accountNumber, code: code() });
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe(GC_MESSAGES.membersOnly);
    }
    const stranger = await browserFor();
    expect((await stranger.browser.send('POST', EMAIL, { accountNumber: m.account.accountNumber, code: code() })).statusCode).toBe(404);
    const wrongYear = await m.browser.send('POST', EMAIL, { accountNumber: m.account.accountNumber, code: 'GC1999' });
    expect(wrongYear.statusCode).toBe(400);
    expect(wrongYear.json().Message).toBe(GC_MESSAGES.wrongCode);
    for (const body of [{ accountNumber: m.account.accountNumber, code: 'DROP TABLE' }, { accountNumber: '💥', code: code() }, { code: code() }, {}]) {
      expect((await m.browser.send('POST', EMAIL, body)).statusCode).toBe(400);
    }
    expect(await outboxFor('kept.quiet@example.nz')).toHaveLength(0);

    const noEmail = await member({ email: null });
    const response = await noEmail.browser.send('POST', EMAIL, { accountNumber: noEmail.account.accountNumber, code: code() });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe(GC_MESSAGES.noEmail);
  });
});
