import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, localDateIn } from '@tasman/domain';
import { accountHolders, advisers, accounts, reports, users } from '../../db/schema/index.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestPortals } from '../../test/use-test-app.js';
import { zipEntries } from './zip-entries.test-kit.js';

const ctx = useTestPortals();
const db = () => ctx.testDb.database.db;
const today = () => localDateIn('NZ');
const tomorrow = () => addDays(today(), 1);

type Portal = 'nz' | 'au';
async function browserFor(fixture: Parameters<typeof createUser>[1] = {}, portal: Portal = 'nz') {
  const created = await createUser(db(), fixture);
  const browser = new TestBrowser(ctx[portal]);
  const signedIn = await browser.signIn(created.user.username);
  expect(signedIn.statusCode).toBe(200);
  return { ...created, browser };
}

/** A PDF-looking body, distinct per report, so a download can be compared byte for byte. */
const pdfBytes = (label: string) => Buffer.from(`%PDF-1.7\n% ${label}\n%%EOF\n`);

/** A report row already issued: its bytes stored and hashed, as the statement job leaves it. */
async function issuedReport(
  accountId: string,
  row: { name: string; date: string; type?: string; periodStart?: string },
): Promise<{ id: string; bytes: Buffer }> {
  const id = randomUUID();
  const bytes = pdfBytes(`${row.name} ${id}`);
  const storageKey = `test-statements/${id}.pdf`;
  await ctx.nz.storage.put(storageKey, bytes, { contentType: 'application/pdf' });
  await db()
    .insert(reports)
    .values({
      id,
      accountId,
      reportName: row.name,
      reportDate: row.date,
      reportType: row.type ?? 'AnnualStatement',
      periodStart: row.periodStart ?? row.date,
      periodEnd: row.date,
      storageKey,
      issuedAt: new Date(),
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  return { id, bytes };
}

/** An owner with a KiwiSaver account (signup 2020-04-01) and its adviser, with three statements. */
async function accountWithReports(productType: 'KS' | 'PE' | 'PW' = 'KS') {
  const owner = await browserFor();
  const account = await giveAccount(db(), owner.client!.id, productType);
  const [adviser] = await db().insert(advisers).values({ channel: 'NZ', firstName: 'Pita', lastName: 'Adviser' }).returning();
  await db().update(accounts).set({ adviserId: adviser!.id }).where(eq(accounts.id, account.id));
  const annual2024 = await issuedReport(account.id, { name: 'Annual Statement 2024', date: '2024-03-31' });
  const annual2025 = await issuedReport(account.id, { name: 'Annual Statement 2025', date: '2025-03-31' });
  const tax2025 = await issuedReport(account.id, { name: 'PIE Tax Statement 2025', date: '2025-03-31', type: 'TaxStatement' });
  return { owner, account, adviserId: adviser!.id, annual2024, annual2025, tax2025 };
}

const listOf = (accountNumber: string, query: Record<string, string> = {}) =>
  `/api/v1/reports?${new URLSearchParams({ accountNumber, periodStart: '2020-04-01', periodEnd: tomorrow(), ...query })}`;

describe('GET /api/v1/reports', () => {
  it('lists the reports dated in the range, newest first, with the page fields of spec 002 §3', async () => {
    const { owner, account, annual2024, annual2025, tax2025 } = await accountWithReports();
    const response = await owner.browser.get(listOf(account.accountNumber));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ accountNumber: account.accountNumber, totalRecords: 3, pageSize: 10, pageNo: 1 });
    expect(body.periodStart).toBe('2020-04-01');
    expect(body.list.map((row: { reportId: string }) => row.reportId).slice(2)).toEqual([annual2024.id]);
    expect(new Set(body.list.slice(0, 2).map((row: { reportId: string }) => row.reportId))).toEqual(new Set([annual2025.id, tax2025.id]));
    expect(body.list[2]).toEqual({ reportId: annual2024.id, reportName: 'Annual Statement 2024', reportDate: '2024-03-31' });
  });

  it('keeps only the range: both edges included', async () => {
    const { owner, account, annual2024 } = await accountWithReports();
    const body = (await owner.browser.get(listOf(account.accountNumber, { periodStart: '2024-03-31', periodEnd: '2024-03-31' }))).json();
    expect(body.list.map((row: { reportId: string }) => row.reportId)).toEqual([annual2024.id]);
    const none = (await owner.browser.get(listOf(account.accountNumber, { periodStart: '2024-04-01', periodEnd: '2025-03-30' }))).json();
    expect(none).toMatchObject({ list: [], totalRecords: 0 });
  });

  it('swaps a reversed range and snaps it to month start and month end (spec 002 §4)', async () => {
    const { owner, account, annual2025, tax2025 } = await accountWithReports();
    // 2025-03-31 .. 2025-03-15 reversed: 2025-03-01 .. 2025-03-31, which holds the two March 2025 reports.
    const body = (await owner.browser.get(listOf(account.accountNumber, { periodStart: '2025-03-31', periodEnd: '2025-03-15' }))).json();
    expect(body).toMatchObject({ periodStart: '2025-03-01', periodEnd: '2025-03-31', totalRecords: 2 });
    expect(new Set(body.list.map((row: { reportId: string }) => row.reportId))).toEqual(new Set([annual2025.id, tax2025.id]));
  });

  it('pages on the server by 10 (20 for wealth management), and a page past the end is empty', async () => {
    const owner = await browserFor();
    const ks = await giveAccount(db(), owner.client!.id, 'KS');
    const pw = await giveAccount(db(), owner.client!.id, 'PW');
    for (let month = 1; month <= 12; month++) {
      const date = `2024-${String(month).padStart(2, '0')}-15`;
      await issuedReport(ks.id, { name: `Report ${month}`, date });
      await issuedReport(pw.id, { name: `Report ${month}`, date });
    }
    const first = (await owner.browser.get(listOf(ks.accountNumber))).json();
    expect(first).toMatchObject({ totalRecords: 12, pageSize: 10, pageNo: 1 });
    expect(first.list.map((row: { reportDate: string }) => row.reportDate).slice(0, 2)).toEqual(['2024-12-15', '2024-11-15']);
    const second = (await owner.browser.get(listOf(ks.accountNumber, { pageNo: '2' }))).json();
    expect(second.list.map((row: { reportDate: string }) => row.reportDate)).toEqual(['2024-02-15', '2024-01-15']);
    const beyond = (await owner.browser.get(listOf(ks.accountNumber, { pageNo: '3' }))).json();
    expect(beyond).toMatchObject({ list: [], totalRecords: 12, pageNo: 3 });
    const wealth = (await owner.browser.get(listOf(pw.accountNumber))).json();
    expect(wealth).toMatchObject({ totalRecords: 12, pageSize: 20 });
    expect(wealth.list).toHaveLength(12);
  });

  it('filters a private equity account by report type', async () => {
    const owner = await browserFor();
    const pe = await giveAccount(db(), owner.client!.id, 'PE');
    const annual = await issuedReport(pe.id, { name: 'Annual Statement 2025', date: '2025-03-31' });
    const quarterly = await issuedReport(pe.id, { name: 'Quarterly Investor Report - 2025-06-30', date: '2025-06-30', type: 'QuarterlyReport' });
    const call = await issuedReport(pe.id, { name: 'Capital Call Notice 3', date: '2025-05-02', type: 'CapitalCallNotice' });
    const idsOf = async (reportType?: string) =>
      (await owner.browser.get(listOf(pe.accountNumber, reportType ? { reportType } : {}))).json().list.map((row: { reportId: string }) => row.reportId);
    expect(await idsOf()).toEqual([quarterly.id, call.id, annual.id]);
    expect(await idsOf('ALL')).toEqual([quarterly.id, call.id, annual.id]);
    expect(await idsOf('STATEMENTS')).toEqual([annual.id]);
    expect(await idsOf('QUARTERLY_REPORTS')).toEqual([quarterly.id]);
    expect(await idsOf('CAPITAL_CALL_NOTICES')).toEqual([call.id]);
    const unknown = await owner.browser.get(listOf(pe.accountNumber, { reportType: 'Letters' }));
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a report type on an account that is not private equity', async () => {
    const { owner, account } = await accountWithReports();
    const response = await owner.browser.get(listOf(account.accountNumber, { reportType: 'STATEMENTS' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Id: 'ValidationFailed', Message: 'Report type applies to private equity accounts only' });
  });

  it.each([
    [{ periodStart: '2024-02-30' }, "From date (periodStart) must be a calendar date as yyyy-mm-dd (got '2024-02-30')"],
    [{ periodEnd: '2023-13-01' }, "End date (periodEnd) must be a calendar date as yyyy-mm-dd (got '2023-13-01')"],
    [{ periodStart: '24-01-01' }, "From date (periodStart) must be a calendar date as yyyy-mm-dd (got '24-01-01')"],
    [{ periodStart: 'ĀĒĪŌŪ😀' }, "From date (periodStart) must be a calendar date as yyyy-mm-dd (got 'ĀĒĪŌŪ😀')"],
    [{ periodStart: '0001-01-01' }, "From date (periodStart) must be a calendar date as yyyy-mm-dd (got '0001-01-01')"],
    [{ periodStart: '2020-03-31' }, "From date must be on or after 2020-04-01, the first day of the account's signup month"],
  ])('refuses %j with a 400 naming the date and the rule', async (query, message) => {
    const { owner, account } = await accountWithReports();
    const response = await owner.browser.get(listOf(account.accountNumber, query));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Id: 'ValidationFailed', Message: message });
  });

  it('refuses an end after tomorrow, and accepts tomorrow itself (spec 002 §5)', async () => {
    const { owner, account } = await accountWithReports();
    expect((await owner.browser.get(listOf(account.accountNumber, { periodEnd: tomorrow() }))).statusCode).toBe(200);
    const late = await owner.browser.get(listOf(account.accountNumber, { periodEnd: addDays(tomorrow(), 1) }));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ Id: 'ValidationFailed', Message: `End date must be on or before ${tomorrow()} (tomorrow)` });
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc'], ['10000000']])('refuses page %s with a 400', async (pageNo) => {
    const { owner, account } = await accountWithReports();
    const response = await owner.browser.get(listOf(account.accountNumber, { pageNo }));
    expect(response.statusCode).toBe(400);
    expect(response.json().Id).toBe('ValidationFailed');
    expect(response.json().Message).toContain('pageNo');
  });

  it('refuses a request without dates or account', async () => {
    const { owner } = await accountWithReports();
    for (const url of ['/api/v1/reports', '/api/v1/reports?accountNumber=T1', `/api/v1/reports?periodStart=2024-01-01&periodEnd=2024-02-01`]) {
      const response = await owner.browser.get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().Id).toBe('ValidationFailed');
    }
  });
});

describe('GET /api/v1/reports/{reportId}', () => {
  it('sends the stored bytes as an attachment named after the report, never cached', async () => {
    const { owner, annual2025 } = await accountWithReports();
    const response = await owner.browser.get(`/api/v1/reports/${annual2025.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Annual Statement 2025.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(annual2025.bytes)).toBe(true);
  });

  it('names a non-ASCII report with filename* (RFC 5987)', async () => {
    const { owner, account } = await accountWithReports();
    const report = await issuedReport(account.id, { name: 'Pūrongo ā-tau 2025', date: '2025-04-01' });
    const response = await owner.browser.get(`/api/v1/reports/${report.id}`);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="P_rongo _-tau 2025.pdf"; filename*=UTF-8''P%C5%ABrongo%20%C4%81-tau%202025.pdf`,
    );
  });

  it('answers a record whose file has gone from storage with a clear 503 before any byte, single or zipped', async () => {
    const { owner, account, annual2024, annual2025 } = await accountWithReports();
    await ctx.nz.storage.delete(`test-statements/${annual2025.id}.pdf`);
    const single = await owner.browser.get(`/api/v1/reports/${annual2025.id}`);
    expect(single.statusCode).toBe(503);
    expect(single.json()).toEqual({
      Id: 'ServiceUnavailable',
      Message: 'This statement cannot be downloaded right now. Please try again later.',
    });
    const zipped = await owner.browser.send('POST', '/api/v1/reports/download', {
      accountNumber: account.accountNumber,
      reportIds: [annual2024.id, annual2025.id],
    });
    expect(zipped.statusCode).toBe(503);
    expect(zipped.headers['content-type']).toContain('application/json');
    // The record stays as issued: its file is what is missing, not the statement.
    const [row] = await db().select().from(reports).where(eq(reports.id, annual2025.id));
    expect(row?.sha256).not.toBeNull();
  });

  it('refuses a malformed id with a 400 and an unknown one with a 404', async () => {
    const { owner } = await accountWithReports();
    const malformed = await owner.browser.get('/api/v1/reports/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().Id).toBe('ValidationFailed');
    const unknown = await owner.browser.get(`/api/v1/reports/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Id: 'NotFound', Message: 'Not found.' });
  });
});

describe('POST /api/v1/reports/download', () => {
  it('streams one zip holding each report under its own download name, equal names numbered', async () => {
    const { owner, account, annual2024, annual2025, tax2025 } = await accountWithReports();
    const twin = await issuedReport(account.id, { name: 'Annual Statement 2025', date: '2025-04-30' });
    const response = await owner.browser.send('POST', '/api/v1/reports/download', {
      accountNumber: account.accountNumber,
      reportIds: [annual2025.id, tax2025.id, annual2024.id, twin.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Reports ${account.accountNumber}.zip"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const entries = zipEntries(response.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([
      'Annual Statement 2025.pdf',
      'PIE Tax Statement 2025.pdf',
      'Annual Statement 2024.pdf',
      'Annual Statement 2025 (2).pdf',
    ]);
    expect(entries[0]!.bytes.equals(annual2025.bytes)).toBe(true);
    expect(entries[2]!.bytes.equals(annual2024.bytes)).toBe(true);
    expect(entries[3]!.bytes.equals(twin.bytes)).toBe(true);
  });

  it("refuses the whole zip (404, nothing streamed) when one id is another account's", async () => {
    const { owner, account, annual2025 } = await accountWithReports();
    const other = await accountWithReports();
    const response = await owner.browser.send('POST', '/api/v1/reports/download', {
      accountNumber: account.accountNumber,
      reportIds: [annual2025.id, other.annual2025.id],
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ Id: 'NotFound', Message: 'Not found.' });
  });

  it.each([
    ['no ids', { reportIds: [] }],
    ['an id that is not a uuid', { reportIds: ['nope'] }],
    ['51 ids', { reportIds: Array.from({ length: 51 }, () => randomUUID()) }],
    ['ids as text', { reportIds: 'abc' }],
    ['no account', { accountNumber: undefined, reportIds: [randomUUID()] }],
  ])('refuses a body with %s with a 400', async (_label, body) => {
    const { owner, account } = await accountWithReports();
    const response = await owner.browser.send('POST', '/api/v1/reports/download', { accountNumber: account.accountNumber, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().Id).toBe('ValidationFailed');
  });

  it('refuses a call without the CSRF token', async () => {
    const { owner, account, annual2025 } = await accountWithReports();
    const cookie = `tasman_session=${owner.browser.cookie('tasman_session') ?? ''}`;
    const response = await ctx.nz.inject({
      method: 'POST',
      url: '/api/v1/reports/download',
      headers: { cookie },
      payload: { accountNumber: account.accountNumber, reportIds: [annual2025.id] },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('who may list and download the reports of an account (spec 002 §6)', () => {
  async function roles() {
    const setup = await accountWithReports();
    const { account, adviserId } = setup;
    const related = await browserFor();
    await giveAccount(db(), related.client!.id, 'UT');
    await db().insert(accountHolders).values({ accountId: account.id, clientId: related.client!.id, ownershipType: 'RELATED', role: 'Related party' });
    const relatedOnly = await browserFor();
    await db().insert(accountHolders).values({ accountId: account.id, clientId: relatedOnly.client!.id, ownershipType: 'RELATED', role: 'Related party' });
    const adviser = await browserFor({ userType: 'Intermediary' });
    await db().update(users).set({ adviserId }).where(eq(users.id, adviser.user.id));
    const otherAdviser = await browserFor({ userType: 'Intermediary' });
    const [elsewhere] = await db().insert(advisers).values({ channel: 'NZ', firstName: 'Other', lastName: 'Adviser' }).returning();
    await db().update(users).set({ adviserId: elsewhere!.id }).where(eq(users.id, otherAdviser.user.id));
    const staff = await browserFor({ userType: 'Staff' });
    const auStaff = await browserFor({ userType: 'Staff', channel: 'AU' }, 'au');
    const otherClient = await browserFor();
    await giveAccount(db(), otherClient.client!.id, 'KS');
    return {
      setup,
      allowed: { owner: setup.owner.browser, related: related.browser, relatedOnly: relatedOnly.browser, adviser: adviser.browser, staff: staff.browser },
      refused: { otherAdviser: otherAdviser.browser, auStaff: auStaff.browser, otherClient: otherClient.browser },
    };
  }

  it('admits the owner, a related holder, a related-only user, the adviser and staff of the portal — closed accounts too', async () => {
    const { setup, allowed } = await roles();
    await db().update(accounts).set({ accountStatus: 'C' }).where(eq(accounts.id, setup.account.id));
    for (const [role, browser] of Object.entries(allowed)) {
      const list = await browser.get(listOf(setup.account.accountNumber));
      expect([role, list.statusCode]).toEqual([role, 200]);
      expect(list.json().totalRecords).toBe(3);
      const file = await browser.get(`/api/v1/reports/${setup.annual2025.id}`);
      expect([role, file.statusCode]).toEqual([role, 200]);
      const zip = await browser.send('POST', '/api/v1/reports/download', {
        accountNumber: setup.account.accountNumber,
        reportIds: [setup.annual2025.id, setup.tax2025.id],
      });
      expect([role, zip.statusCode]).toEqual([role, 200]);
    }
  });

  it('answers another adviser, staff of the other portal and another client exactly as for a report that does not exist', async () => {
    const { setup, refused } = await roles();
    const missing = (await refused.otherClient.get(`/api/v1/reports/${randomUUID()}`)).json();
    for (const [role, browser] of Object.entries(refused)) {
      const list = await browser.get(listOf(setup.account.accountNumber));
      expect([role, list.statusCode, list.json()]).toEqual([role, 404, missing]);
      const file = await browser.get(`/api/v1/reports/${setup.annual2025.id}`);
      expect([role, file.statusCode, file.json()]).toEqual([role, 404, missing]);
      const zip = await browser.send('POST', '/api/v1/reports/download', {
        accountNumber: setup.account.accountNumber,
        reportIds: [setup.annual2025.id],
      });
      expect([role, zip.statusCode, zip.json()]).toEqual([role, 404, missing]);
    }
  });

  it('asks for a session', async () => {
    const { setup } = await roles();
    const anonymous = new TestBrowser(ctx.nz);
    expect((await anonymous.get(listOf(setup.account.accountNumber))).statusCode).toBe(401);
    expect((await anonymous.get(`/api/v1/reports/${setup.annual2025.id}`)).statusCode).toBe(401);
  });
});
