import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { createUser } from '../../test/fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestPortals } from '../../test/use-test-app.js';
import { drainValuationQueue } from '../valuations/index.js';
import { makeStoredFigures, refreshStoredFigures } from './stored-figures-job.js';

/**
 * Issue 15, twelfth pass: the performance buttons' responses stored ahead by the stored-figures job
 * are the responses the routes compute, to the byte, on every demo account; they are served only
 * while the account's valuation and the funds are as they were when they were made.
 */
const TODAY = '2026-11-20';
const ctx = useTestPortals({ demo: { today: TODAY, totpKey: Buffer.alloc(32, 9) } });
const db = (): Db => ctx.testDb.database.db;

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await db().execute(query)) as unknown as { rows: T[] }).rows;
}

interface DemoAccount {
  id: string;
  account_number: string;
  product_type: string;
  channel: Channel;
}

const browsers = new Map<Channel, TestBrowser>();
let demoAccounts: DemoAccount[] = [];

beforeAll(async () => {
  for (const channel of ['NZ', 'AU'] as const) {
    const staff = await createUser(db(), { userType: 'Staff', channel });
    const browser = new TestBrowser(channel === 'NZ' ? ctx.nz : ctx.au);
    await browser.signIn(staff.user.username);
    browsers.set(channel, browser);
  }
  // The demo's valuations, as portal-process.ts makes them before the portals open (the test copy leaves them queued).
  await drainValuationQueue(db());
  demoAccounts = await rows<DemoAccount>(
    sql`select a.id, a.account_number, a.product_type, a.channel from accounts a
          join account_valuation_summaries s on s.account_id = a.id order by a.channel, a.account_number`,
  );
}, 300_000);

/** Every path whose answer may be stored, for one account (the buttons of spec 001 §4, the summaries). */
const pathsOf = (account: DemoAccount) => [
  ...['ONE_YEAR', 'THREE_YEARS', 'FIVE_YEARS', 'SINCE_INCEPTION'].flatMap((period) => [
    `/api/v1/accounts/${account.account_number}/performance?period=${period}`,
    `/api/v1/accounts/${account.account_number}/performance/by-fund?period=${period}`,
  ]),
  ...(account.product_type === 'PW' ? [`/api/v1/accounts/${account.account_number}/fund-performance-summary`] : []),
  `/api/v1/Account/AssetClassSummary/${account.account_number}`,
];

async function answers(account: DemoAccount) {
  const browser = browsers.get(account.channel)!;
  const result = new Map<string, { status: number; body: string }>();
  for (const path of pathsOf(account)) {
    const response = await browser.get(path);
    result.set(path, { status: response.statusCode, body: response.body });
  }
  return result;
}

/** Marks one stored body, so a test can tell a stored answer from a computed one. */
async function markStored(accountId: string, figure: string, period: string): Promise<string> {
  const [row] = await rows<{ body: string }>(
    sql`update account_figures set body = jsonb_set(body::jsonb, '{accountNumber}', '"STORED"')::text
         where account_id = ${accountId} and figure = ${figure} and period = ${period} returning body`,
  );
  expect(row, `a stored ${figure} ${period}`).toBeDefined();
  return row!.body;
}

describe('stored figures', () => {
  it('are, on every demo account, the very text the routes compute; refused buttons stay refused', async () => {
    expect(demoAccounts.length).toBeGreaterThan(5);
    const computed = new Map<string, Awaited<ReturnType<typeof answers>>>();
    for (const account of demoAccounts) computed.set(account.id, await answers(account));

    // A pass asked to stop (the server shutting down) stops between accounts; the next run makes the rest.
    let asked = 0;
    expect(await refreshStoredFigures(db(), { until: () => ++asked > 2 })).toBe(2);
    const made = await refreshStoredFigures(db());
    expect(made).toBe(demoAccounts.length - 2);
    // Once made, a second run has nothing to do (the sets are current).
    expect(await refreshStoredFigures(db())).toBe(0);

    let stored = 0;
    for (const account of demoAccounts) {
      const after = await answers(account);
      for (const [path, before] of computed.get(account.id)!) {
        expect(after.get(path), path).toEqual(before);
      }
      const figures = await rows<{ figure: string; period: string }>(sql`select figure, period from account_figures where account_id = ${account.id}`);
      stored += figures.length;
      // Exactly the answers that were 200s are stored: a button the account is too young for is not.
      const ok = [...computed.get(account.id)!].filter(([, a]) => a.status === 200).length;
      expect(figures.length, account.account_number).toBe(ok);
    }
    expect(stored).toBeGreaterThan(demoAccounts.length * 4);
  }, 300_000);

  it('are served while current, and no longer once the account is revalued or a fund changes', async () => {
    const account = demoAccounts.find((a) => a.product_type === 'PW' && a.channel === 'NZ') ?? demoAccounts[0]!;
    const browser = browsers.get(account.channel)!;
    const path = `/api/v1/accounts/${account.account_number}/performance?period=SINCE_INCEPTION`;
    await makeStoredFigures(db(), account.id);
    const marked = await markStored(account.id, 'performance', 'SINCE_INCEPTION');
    // Served as stored: the mark shows.
    expect((await browser.get(path)).body).toBe(marked);
    // A custom range is always computed, even over the very dates of a stored button.
    const stored = JSON.parse(marked) as { periodStartDate: string; periodEndDate: string };
    const custom = await browser.get(`${path.replace('SINCE_INCEPTION', 'CUSTOM')}&from=${stored.periodStartDate}&to=${stored.periodEndDate}`);
    expect(custom.statusCode).toBe(200);
    expect(custom.json().accountNumber).toBe(account.account_number);

    // Queued for revaluation (a transaction changed): computed, and the read's own revaluation moves
    // the summary on, so the old set stays unserved afterwards too.
    await db().execute(sql`insert into valuation_queue (account_id, from_date) values (${account.id}, date '2024-01-01')`);
    expect((await browser.get(path)).json().accountNumber).toBe(account.account_number);
    expect(await rows(sql`select 1 from valuation_queue where account_id = ${account.id}`)).toHaveLength(0);
    expect((await browser.get(path)).json().accountNumber).toBe(account.account_number);
    // The job makes that one set again; the next run finds nothing to do.
    expect(await refreshStoredFigures(db())).toBe(1);
    expect(await refreshStoredFigures(db())).toBe(0);
    await markStored(account.id, 'performance', 'SINCE_INCEPTION');
    expect((await browser.get(path)).json().accountNumber).toBe('STORED');

    // The asset class summary is stored for the client's day it was made on, and served on that day.
    const allocationPath = `/api/v1/Account/AssetClassSummary/${account.account_number}`;
    const [day] = await rows<{ period: string }>(sql`select period from account_figures where account_id = ${account.id} and figure = 'asset-class-summary'`);
    expect(day?.period).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await markStored(account.id, 'asset-class-summary', day!.period);
    expect((await browser.get(allocationPath)).json().accountNumber).toBe('STORED');
    await db().execute(sql`update account_figures set period = '2001-01-01' where account_id = ${account.id} and figure = 'asset-class-summary'`);
    expect((await browser.get(allocationPath)).json().accountNumber).toBe(account.account_number);
    // A set made on an earlier day of its portal is made again by the next run (the cron after each
    // midnight), for today; the others are left as they are.
    expect(await refreshStoredFigures(db())).toBe(1);
    const [remade] = await rows<{ period: string }>(sql`select period from account_figures where account_id = ${account.id} and figure = 'asset-class-summary'`);
    expect(remade?.period).toBe(day!.period);
    expect(await refreshStoredFigures(db())).toBe(0);
    // A fund's newly published allocation bumps the generation too.
    await db().execute(sql`update fund_asset_allocations set weight = weight where id = (select id from fund_asset_allocations order by id limit 1)`);
    expect(await refreshStoredFigures(db())).toBe(demoAccounts.length);
    await markStored(account.id, 'performance', 'SINCE_INCEPTION');
    expect((await browser.get(path)).json().accountNumber).toBe('STORED');

    // A change to any fund (its name, fee rate, codes) bumps the generation: every set is computed
    // again, by the reads until the job has made them all anew.
    await db().execute(sql`update securities set fee_percent = fee_percent where id = (select id from securities order by id limit 1)`);
    expect((await browser.get(path)).json().accountNumber).toBe(account.account_number);
    expect(await refreshStoredFigures(db())).toBe(demoAccounts.length);
    await markStored(account.id, 'performance', 'SINCE_INCEPTION');
    expect((await browser.get(path)).json().accountNumber).toBe('STORED');
  }, 120_000);

  it('answer another portal, another client and another adviser exactly as before: not found', async () => {
    // The access check runs in the stored figure's own statement (stored-figures.ts storedFigureOf).
    const account = demoAccounts.find((a) => a.channel === 'NZ' && a.product_type === 'PW') ?? demoAccounts.find((a) => a.channel === 'NZ')!;
    await makeStoredFigures(db(), account.id);
    const staff = browsers.get('NZ')!;
    const stranger = await createUser(db(), { channel: 'NZ' });
    const strangerBrowser = new TestBrowser(ctx.nz);
    await strangerBrowser.signIn(stranger.user.username);
    const [adviser] = await rows<{ id: string }>(sql`insert into advisers (channel, first_name, last_name) values ('NZ', 'Otto', 'Other') returning id`);
    const otherAdviser = await createUser(db(), { channel: 'NZ', userType: 'Intermediary' });
    await db().execute(sql`update users set adviser_id = ${adviser!.id} where id = ${otherAdviser.user.id}`);
    const adviserBrowser = new TestBrowser(ctx.nz);
    await adviserBrowser.signIn(otherAdviser.user.username);
    const refused = { 'AU staff': browsers.get('AU')!, stranger: strangerBrowser, 'another adviser': adviserBrowser };

    const paths = pathsOf(account);
    expect(paths.length).toBeGreaterThanOrEqual(9);
    for (const path of paths) {
      const missing = await staff.get(path.replace(account.account_number, 'T0NOSUCH'));
      expect(missing.statusCode, path).toBe(404);
      const served = await staff.get(path);
      if (served.statusCode !== 200) continue; // a button the account is too young for: refused as before
      for (const [who, browser] of Object.entries(refused)) {
        const answer = await browser.get(path);
        expect(answer.statusCode, `${who} ${path}`).toBe(404);
        expect(answer.body, `${who} ${path}`).toBe(missing.body);
      }
    }
  });
});
