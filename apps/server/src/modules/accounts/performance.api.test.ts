import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accounts, accountValuationSummaries, securities, transactions, unitPrices } from '../../db/schema/index.js';
import { authOf, createUser, giveAccount } from '../../test/fixtures.js';
import { customPerformanceByFund } from './fund-performance.service.js';
import { customPerformance } from './performance.service.js';
import { createFund } from '../../test/market-fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;

async function browserFor(fixture: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(db(), fixture);
  const browser = new TestBrowser(ctx.app);
  await browser.signIn(created.user.username);
  return { ...created, browser };
}

type Row = { date: string; type: 'Contribution' | 'Fee' | 'Tax' | 'SwitchIn' | 'SwitchOut'; units: string; price: string; value: string };

async function book(accountId: string, securityId: string, rows: Row[]) {
  await db()
    .insert(transactions)
    .values(
      rows.map((r) => ({
        accountId,
        securityId,
        tradeDate: r.date,
        bookedAt: new Date(`${r.date}T00:00:00Z`),
        transactionType: r.type,
        description: r.type,
        units: r.units,
        unitPrice: r.price,
        value: r.value,
        netValue: r.value,
      })),
    );
}

/**
 * A KiwiSaver account whose figures are worked by hand. One fund, priced 1.00 → 1.10 → 1.05 →
 * 1.20; flows land on days the price does not move, so each day's return is a price ratio:
 *
 *   30 Jun 2023  +1,000.00 (1,000 units at 1.00)            value 1,000.00
 *   28 Dec 2023  price 1.10                                  value 1,100.00   r = 1100/1000      = 1.10
 *   29 Dec 2023  +550.00 (500 units at 1.10)                value 1,650.00   r = 1650/(1100+550) = 1
 *   27 Mar 2024  price 1.05                                  value 1,575.00   r = 1575/1650
 *   28 Mar 2024  fee −10.50 (10 units), PIE tax −21.00 (20)  value 1,543.50   r = (1543.50+21)/1575 (tax is money out, the fee is not)
 *   28 Jun 2024  price 1.20                                  value 1,764.00   r = 1764/1543.50
 *
 * Net (after fees, before tax): 1.10 × 1575/1650 × 1564.50/1575 × 1764/1543.50 = 1.192 → 19.20 %,
 * which is the price's 20 % less the fee's 10.50/1,575 = 0.667 %: 1.2 × (1 − 10.5/1575) = 1.192.
 * Gross (fees also money out): 1.2 → 20.00 %.
 */
async function workedAccount() {
  const owner = await browserFor();
  const account = await giveAccount(db(), owner.client!.id, 'KS');
  await db().update(accounts).set({ signupDate: '2023-06-30', pir: '0.2800' }).where(eq(accounts.id, account.id));
  const fund = await createFund(db(), 'Worked Growth Fund', [
    ['2023-06-30', '1.000000'],
    ['2023-12-28', '1.100000'],
    ['2023-12-29', '1.100000'],
    ['2024-03-27', '1.050000'],
    ['2024-03-28', '1.050000'],
    ['2024-06-28', '1.200000'],
  ]);
  await book(account.id, fund.id, [
    { date: '2023-06-30', type: 'Contribution', units: '1000', price: '1', value: '1000.00' },
    { date: '2023-12-29', type: 'Contribution', units: '500', price: '1.1', value: '550.00' },
    { date: '2024-03-28', type: 'Fee', units: '-10', price: '1.05', value: '-10.50' },
    { date: '2024-03-28', type: 'Tax', units: '-20', price: '1.05', value: '-21.00' },
  ]);
  return { owner, account, fund };
}

const performanceOf = (n: string, query = '') => `/api/v1/accounts/${n}/performance${query}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/v1/accounts/{n}/performance', () => {
  it('answers since inception with the hand-worked returns and a bridge that balances', async () => {
    const { owner, account } = await workedAccount();
    const response = await owner.browser.get(performanceOf(account.accountNumber));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.periodStartDate).toBe('2023-06-30');
    expect(body.periodEndDate).toBe('2024-06-28');
    // 30 Jun 2023 to 28 Jun 2024 is not more than a year: cumulative, no 'p.a.'.
    expect(body.basis).toEqual({ method: 'time-weighted', afterFees: true, afterTax: false, perAnnum: false });
    expect(body.netReturnPercentage).toBeCloseTo(19.2, 8);
    expect(body.grossReturnPercentage).toBeCloseTo(20, 8);
    expect(body.feesPercentage).toBeCloseTo(0.8, 8);
    expect(body.annualReturnPercentage).toBeNull();
    // Bridge: 0 + 1,550.00 contributions + 245.50 earnings − 10.50 fees − 21.00 tax = 1,764.00.
    expect(body.openingValue).toBe(0);
    expect(body.closingValue).toBe(1764);
    expect(body.Contributions).toEqual({ totalValue: 1550, groupedSummary: [{ name: 'Contributions', totalValue: 1550 }] });
    expect(body.fees).toBe(10.5);
    expect(body.taxPaid).toBe(21);
    expect(body.investmentEBFAT).toBe(245.5);
    expect(body.returnValueOverPeriod).toBe(214);
    expect(body.openingValue + body.capitalContributed - body.capitalWithdrawn + body.investmentEBFAT - body.fees - body.taxPaid).toBeCloseTo(body.closingValue, 8);
    // The chart's points are the stored days, each with the return so far.
    expect(body.performanceHistory.map((p: { date: string; closingBalance: number }) => [p.date, p.closingBalance])).toEqual([
      ['2023-06-30', 1000],
      ['2023-12-28', 1100],
      ['2023-12-29', 1650],
      ['2024-03-27', 1575],
      ['2024-03-28', 1543.5],
      ['2024-06-28', 1764],
    ]);
    expect(body.performanceHistory[1].cumulativeReturnPercentage).toBeCloseTo(10, 8);
  });

  it('gives a money-weighted return whose flows discount to zero', async () => {
    const { owner, account } = await workedAccount();
    const body = (await owner.browser.get(performanceOf(account.accountNumber))).json();
    // Not annualised here, so the rate over the period: convert to a yearly rate and check the NPV.
    const years = (d: string) => (Date.parse(d) - Date.parse('2023-06-29')) / 86_400_000 / 365;
    const period = years('2024-06-28');
    const perAnnum = (1 + body.moneyWeightedReturnPercentage / 100) ** (1 / period) - 1;
    const flows: Array<[string, number]> = [
      ['2023-06-30', -1000],
      ['2023-12-29', -550],
      ['2024-03-28', 21], // PIE tax is money out of the account (returns before tax)
      ['2024-06-28', 1764],
    ];
    const npv = flows.reduce((sum, [d, amount]) => sum + amount / (1 + perAnnum) ** years(d), 0);
    expect(Math.abs(npv)).toBeLessThan(1e-6);
    expect(body.moneyWeightedReturnPercentage).toBeGreaterThan(0);
  });

  it('measures a custom range from the close of the day before it', async () => {
    const { owner, account } = await workedAccount();
    const response = await owner.browser.get(performanceOf(account.accountNumber, '?period=CUSTOM&from=2024-01-01&to=2024-06-28'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // Opening is 29 Dec 2023's 1,650.00; net 1.192 / 1.10 − 1 = 8.3636 %; earnings 1,764 − 1,650 + 31.50 = 145.50.
    expect(body.openingValue).toBe(1650);
    expect(body.netReturnPercentage).toBeCloseTo((1.192 / 1.1 - 1) * 100, 8);
    expect(body.Contributions.totalValue).toBe(0);
    expect(body.investmentEBFAT).toBe(145.5);
    expect(body.returnValueOverPeriod).toBe(114);
  });

  it("refuses a custom range under a month with the spec's message, and one without dates", async () => {
    const { owner, account } = await workedAccount();
    const short = await owner.browser.get(performanceOf(account.accountNumber, '?period=CUSTOM&from=2024-06-01&to=2024-06-20'));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ Id: 'ValidationFailed', Message: 'Date range must be at least 1 month' });
    const missing = await owner.browser.get(performanceOf(account.accountNumber, '?period=CUSTOM'));
    expect(missing.statusCode).toBe(400);
    const outside = await owner.browser.get(performanceOf(account.accountNumber, '?period=CUSTOM&from=2020-01-01&to=2024-06-28'));
    expect(outside.statusCode).toBe(400);
    const bad = await owner.browser.get(performanceOf(account.accountNumber, '?period=TEN_YEARS'));
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a period that starts before the account existed exactly as such a custom range (issue 9 item 2)', async () => {
    // Signup 30 June 2023, latest day 28 June 2024: one year back starts on 29 June 2023, before signup.
    const { owner, account } = await workedAccount();
    const custom = await owner.browser.get(performanceOf(account.accountNumber, '?period=CUSTOM&from=2023-06-29&to=2024-06-28'));
    expect(custom.statusCode).toBe(400);
    expect(custom.json()).toEqual({ Id: 'ValidationFailed', Message: 'The range must lie between 2023-06-30 and 2024-06-28.' });
    for (const period of ['ONE_YEAR', 'THREE_YEARS', 'FIVE_YEARS']) {
      for (const path of [performanceOf(account.accountNumber), `/api/v1/accounts/${account.accountNumber}/performance/by-fund`]) {
        const refused = await owner.browser.get(`${path}?period=${period}`);
        expect(refused.statusCode, `${path} ${period}`).toBe(400);
        expect(refused.json(), `${path} ${period}`).toEqual(custom.json());
      }
    }
    // Periods inside the account's life are still answered.
    expect((await owner.browser.get(performanceOf(account.accountNumber, '?period=SIX_MONTHS'))).statusCode).toBe(200);
    expect((await owner.browser.get(performanceOf(account.accountNumber, '?period=SINCE_INCEPTION'))).statusCode).toBe(200);
  });

  it('reads PIE tax withheld on a withdrawal as tax, not as money withdrawn (issue 9 item 4)', async () => {
    // The worked account, then on 28 June 2024 everything is withdrawn: 1,470 units × 1.20 =
    // 1,764.00, of which 27.12 is PIE tax withheld, so the investor receives 1,736.88.
    const { owner, account, fund } = await workedAccount();
    await db().insert(transactions).values({
      accountId: account.id,
      securityId: fund.id,
      tradeDate: '2024-06-28',
      bookedAt: new Date('2024-06-28T00:00:00Z'),
      transactionType: 'Withdrawal',
      description: 'Full withdrawal',
      units: '-1470',
      unitPrice: '1.2',
      value: '-1764.00',
      tax: '27.12',
      netValue: '-1736.88',
    });
    const body = (await owner.browser.get(performanceOf(account.accountNumber))).json();
    // Bridge: 0 + 1,550.00 − 1,736.88 withdrawn + 245.50 earnings − 10.50 fees − (21.00 + 27.12) tax = 0.
    expect(body.closingValue).toBe(0);
    expect(body.capitalWithdrawn).toBe(1736.88);
    expect(body.Withdrawals).toEqual({ totalValue: 1736.88, groupedSummary: [{ name: 'Withdrawals', totalValue: 1736.88 }] });
    expect(body.taxPaid).toBe(48.12);
    expect(body.investmentEBFAT).toBe(245.5);
    // After fees and tax: 245.50 − 10.50 − 48.12 = 186.88, what the investor got back over what they paid in.
    expect(body.returnValueOverPeriod).toBe(186.88);
    expect(body.returnValueOverPeriod).toBeCloseTo(1736.88 - 1550, 8);
    expect(body.openingValue + body.capitalContributed - body.capitalWithdrawn + body.investmentEBFAT - body.fees - body.taxPaid).toBeCloseTo(body.closingValue, 8);
    // The stored running tax total (what the account cards' gains after tax read) holds both taxes.
    const [summary] = await db().select().from(accountValuationSummaries).where(eq(accountValuationSummaries.accountId, account.id));
    expect(summary?.latestCumTaxCents).toBe(4812);
  });

  it('shows the member fees beside the fund’s estimated management fee for the period (issue 9 item 5)', async () => {
    const { owner, account, fund } = await workedAccount();
    await db().update(securities).set({ feePercent: '1.0500' }).where(eq(securities.id, fund.id));
    const body = (await owner.browser.get(performanceOf(account.accountNumber))).json();
    // 30 Jun 2023 – 28 Jun 2024 is 365 days; each day takes the value of the last valuation day:
    //   181 days at 1,000.00 (30 Jun–27 Dec), 1 at 1,100.00, 89 at 1,650.00 (29 Dec–26 Mar),
    //   1 at 1,575.00, 92 at 1,543.50 (28 Mar–27 Jun), 1 at 1,764.00: Σ = 474,291.00 dollar-days.
    // Average 474,291 / 365 = 1,299.43; charge 1.05 % × 474,291 / 365 = 13.644 → 13.64.
    // Total: 10.50 member fees (the bridge's) + 13.64 estimated = 24.14.
    expect(body.fees).toBe(10.5);
    expect(body.feeSummary).toEqual({
      memberFees: 10.5,
      estimatedFundCharges: 13.64,
      estimatedTotalFees: 24.14,
      funds: [{ name: 'Worked Growth Fund', feePercent: 1.05, averageValue: 1299.43, estimatedCharge: 13.64 }],
    });
  });

  it('revalues from the changed date when a transaction or a price changes', async () => {
    const { owner, account, fund } = await workedAccount();
    expect((await owner.browser.get(performanceOf(account.accountNumber))).json().netReturnPercentage).toBeCloseTo(19.2, 8);
    // The fee is reversed: the return is the price's 20 %.
    await db().delete(transactions).where(eq(transactions.transactionType, 'Fee'));
    const afterFee = (await owner.browser.get(performanceOf(account.accountNumber))).json();
    expect(afterFee.netReturnPercentage).toBeCloseTo(20, 8);
    expect(afterFee.closingValue).toBe(1776); // 1,480 units × 1.20
    // A new price extends the series: 1,480 × 1.30 = 1,924.00 on 1 July 2024.
    await db().insert(unitPrices).values({ securityId: fund.id, priceDate: '2024-07-01', unitPrice: '1.300000' });
    const extended = (await owner.browser.get(performanceOf(account.accountNumber))).json();
    expect(extended.periodEndDate).toBe('2024-07-01');
    expect(extended.closingValue).toBe(1924);
    expect(extended.cumulativeReturnPercentage).toBeCloseTo(30, 8);
    // 30 June 2023 to 1 July 2024 is more than a year: annualised over its 368 days.
    expect(extended.basis.perAnnum).toBe(true);
    expect(extended.netReturnPercentage).toBeCloseTo((1.3 ** (365 / 368) - 1) * 100, 8);
  });

  it('answers another client, an unknown account and a signed-out caller as if nothing were there', async () => {
    const { account } = await workedAccount();
    const stranger = await browserFor();
    expect((await stranger.browser.get(performanceOf(account.accountNumber))).statusCode).toBe(404);
    expect((await stranger.browser.get(performanceOf('T00000000'))).statusCode).toBe(404);
    expect((await new TestBrowser(ctx.app).get(performanceOf(account.accountNumber))).statusCode).toBe(401);
    const staff = await browserFor({ userType: 'Staff' });
    expect((await staff.browser.get(performanceOf(account.accountNumber))).statusCode).toBe(200);
  });
});

/**
 * A custom range's read carries its access check in its own statement once the account's series is
 * current (issue 15; performance.service.ts customPerformance). While the account waits for
 * revaluation it declines, and the route's two-statement read revalues first; then both reads agree,
 * and the one-statement read refuses whoever the access check refuses, and a range outside the
 * account's life, with the same answers.
 */
describe('a custom range read in one statement', () => {
  it('declines while the account is queued, then agrees with the two-statement read and refuses as it does', async () => {
    const { owner, account } = await workedAccount();
    const n = account.accountNumber;
    const ownerAuth = authOf('Client', 'NZ', { clientId: owner.client!.id });
    const query = { period: 'CUSTOM' as const, from: '2024-01-01', to: '2024-06-28' };
    expect(await customPerformance(db(), ownerAuth, n, query)).toBeUndefined();
    expect(await customPerformanceByFund(db(), ownerAuth, n, query)).toBeUndefined();

    const response = await owner.browser.get(performanceOf(n, '?period=CUSTOM&from=2024-01-01&to=2024-06-28'));
    expect(response.statusCode).toBe(200);
    const oneStatement = await customPerformance(db(), ownerAuth, n, query);
    expect(oneStatement).toBeDefined();
    expect(oneStatement!.openingValue).toBe(1650);
    expect(oneStatement).toEqual(response.json());
    const byFund = await owner.browser.get(`/api/v1/accounts/${n}/performance/by-fund?period=CUSTOM&from=2024-01-01&to=2024-06-28`);
    expect(await customPerformanceByFund(db(), ownerAuth, n, query)).toEqual(byFund.json());

    // Refused exactly as a missing account, through the route and the read itself.
    const stranger = await browserFor();
    const strangerAuth = authOf('Client', 'NZ', { clientId: stranger.client!.id });
    for (const auth of [strangerAuth, authOf('Staff', 'AU', {}), authOf('Intermediary', 'NZ', { adviserId: null })]) {
      await expect(customPerformance(db(), auth, n, query)).rejects.toMatchObject({ id: 'NotFound' });
      await expect(customPerformanceByFund(db(), auth, n, query)).rejects.toMatchObject({ id: 'NotFound' });
    }
    for (const path of [performanceOf(n), `/api/v1/accounts/${n}/performance/by-fund`]) {
      const refused = await stranger.browser.get(`${path}?period=CUSTOM&from=2024-01-01&to=2024-06-28`);
      expect(refused.statusCode, path).toBe(404);
      expect(refused.json(), path).toEqual((await stranger.browser.get(`${path.replace(n, 'T00000000')}?period=CUSTOM&from=2024-01-01&to=2024-06-28`)).json());
      // The account's bounds, checked after the statement: the same 400 as the two-statement read's.
      for (const [from, to] of [['2023-06-29', '2024-06-28'], ['2024-01-01', '2024-07-31']]) {
        const outside = await owner.browser.get(`${path}?period=CUSTOM&from=${from}&to=${to}`);
        expect(outside.statusCode, `${path} ${from} ${to}`).toBe(400);
        expect(outside.json()).toEqual({ Id: 'ValidationFailed', Message: 'The range must lie between 2023-06-30 and 2024-06-28.' });
      }
    }
  });
});

describe('GET /api/v1/accounts/{n}/performance/by-fund', () => {
  it("gives the fund's opening, closing, return and earnings before fees and tax", async () => {
    const { owner, account } = await workedAccount();
    const response = await owner.browser.get(`/api/v1/accounts/${account.accountNumber}/performance/by-fund`);
    expect(response.statusCode).toBe(200);
    const [row] = response.json().securities;
    expect(row.securityName).toBe('Worked Growth Fund');
    expect(row.openingBalance).toBe(0);
    expect(row.closingBalance).toBe(1764);
    // At fund level the tax is money out too: the same 19.20 %.
    expect(row.returnPercentage).toBeCloseTo(19.2, 8);
    expect(row.returnPerAnnum).toBe(false);
    // 1,764 − 0 − 1,550 in + 21 tax out + 10.50 fees = 245.50.
    expect(row.earnings).toBe(245.5);
    expect(row.tax).toBe(21);
    expect(row.registryFees).toBe(10.5);
  });
});

describe('GET /api/v1/accounts/{n}/securities', () => {
  it('values the holdings now, with PIE tax on the income since 1 April at the PIR', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-07-01T00:00:00Z')); // 1 July 2024 in Auckland
    const { owner, account } = await workedAccount();
    const response = await owner.browser.get(`/api/v1/accounts/${account.accountNumber}/securities`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const [row] = body.list;
    expect([row.units, row.unitPrice, row.securityValue]).toEqual([1470, 1.2, 1764]);
    // Income since 1 April: 1,764.00 − 1,543.50 (the close of 28 March) = 220.50; tax 28 % = 61.74.
    expect(row.taxOwed).toBe(61.74);
    expect(row.netValue).toBe(1702.26);
    expect(body.pieTaxLiability).toBe(61.74);
    expect(body.valuationDate).toBe('2024-06-28');
    expect(body.minDate).toBe('2023-06-30');
    expect(body.maxDate).toBe('2024-06-28');
  });

  it('moves a custom date back to the last business day and leaves tax out', async () => {
    const { owner, account } = await workedAccount();
    // 30 March 2024 is a Saturday and 29 March Good Friday: the valuation is 28 March's.
    const response = await owner.browser.get(`/api/v1/accounts/${account.accountNumber}/securities?date=2024-03-30`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.valuationDate).toBe('2024-03-28');
    expect(body.isCustomDate).toBe(true);
    expect(body.grossTotal).toBe(1543.5);
    expect(body.pieTaxLiability).toBe(0);
  });

  it('refuses a date before signup or after the latest price', async () => {
    const { owner, account } = await workedAccount();
    const early = await owner.browser.get(`/api/v1/accounts/${account.accountNumber}/securities?date=2023-01-01`);
    expect(early.statusCode).toBe(400);
    expect(early.json().Message).toBe('Choose a date between 2023-06-30 and 2024-06-28.');
    const late = await owner.browser.get(`/api/v1/accounts/${account.accountNumber}/securities?date=2024-07-05`);
    expect(late.statusCode).toBe(400);
  });
});

describe('GET /api/v1/accounts/{n} and the list', () => {
  it('hides the returns of an account under a year old (the one-year rule)', async () => {
    const { owner, account } = await workedAccount();
    const response = await owner.browser.get(`/api/v1/accounts/${account.accountNumber}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.balance).toBe(1764);
    expect(body.pir).toBe(28);
    // Signed up 30 June 2023; valued to 28 June 2024: under a year.
    expect(body.returnAsAtDate).toBe('2024-06-28');
    expect(body.returnPercentageSinceInception).toBeNull();
    expect(body.returnPercentage12Month).toBeNull();
  });

  it('carries the 12-month and since-inception returns and gains once the account is a year old', async () => {
    const { owner, account, fund } = await workedAccount();
    await db().insert(unitPrices).values({ securityId: fund.id, priceDate: '2024-07-01', unitPrice: '1.300000' });
    const body = (await owner.browser.get(`/api/v1/accounts/${account.accountNumber}`)).json();
    // 1,470 units × 1.30 = 1,911.00; net growth 1.192 × 1.30 / 1.20 = 1.291333 over 368 days, annualised.
    expect(body.returnAsAtDate).toBe('2024-07-01');
    expect(body.sinceInceptionPerAnnum).toBe(true);
    expect(body.returnPercentageSinceInception).toBeCloseTo(((1.192 * 1.3) / 1.2) ** (365 / 368) * 100 - 100, 8);
    // 1,911.00 − 1,550.00 put in = 361.00 after fees and tax.
    expect(body.returnValueSinceInception).toBe(361);
    // 12 months to 1 July 2024 start on 2 July 2023: the opening is 30 June 2023's 1,000.00.
    expect(body.returnPercentage12Month).toBeCloseTo(((1.192 * 1.3) / 1.2 - 1) * 100, 8);
    expect(body.returnValue12Month).toBe(1911 - 1000 - 550);
    const list = (await owner.browser.get('/api/v1/accounts')).json();
    expect(list.ownedList[0].returnValueSinceInception).toBe(361);
  });

  it('rebuilds a missing summary row from the stored series (a database valued before summaries existed)', async () => {
    const { owner, account, fund } = await workedAccount();
    await db().insert(unitPrices).values({ securityId: fund.id, priceDate: '2024-07-01', unitPrice: '1.300000' });
    const before = (await owner.browser.get(`/api/v1/accounts/${account.accountNumber}`)).json();
    await db().delete(accountValuationSummaries);
    const after = (await owner.browser.get(`/api/v1/accounts/${account.accountNumber}`)).json();
    expect(after).toEqual(before);
    expect(after.returnValue12Month).toBe(361);
  });
});
