import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, reports } from '../../db/schema/index.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { testEnv } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createDocumentStorage, storageConfigFromEnv } from '../../storage/document-storage.js';
import { accountHolders } from '../../db/schema/index.js';
import { ensureStatementIssued, issueAmendedStatement, sha256Hex, statementFileName } from './statement-issue.js';
import { testRenderer } from './statement-test-render.js';

let testDb: TestDatabase;
const db = () => testDb.database.db;
const storage = createDocumentStorage(storageConfigFromEnv(testEnv));

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.drop();
});

/** An account held by an owner and a related party, with one recorded (unissued) annual statement. */
async function accountWithStatement() {
  const { client: owner } = await createUser(db());
  const { client: related } = await createUser(db());
  const account = await giveAccount(db(), owner!.id, 'UT');
  await db().insert(accountHolders).values({ accountId: account.id, clientId: related!.id, ownershipType: 'RELATED', role: 'Related party' });
  const [report] = await db()
    .insert(reports)
    .values({
      accountId: account.id,
      reportName: 'Annual Statement 2025',
      reportDate: '2025-03-31',
      reportType: 'AnnualStatement',
      periodStart: '2024-04-01',
      periodEnd: '2025-03-31',
      storageKey: `statements/${account.accountNumber}/2025-03-31-annualstatement.pdf`,
    })
    .returning();
  return { account, report: report!, holders: [owner!.id, related!.id] };
}

const statementNotes = (accountId: string) =>
  db().select().from(notifications).where(and(eq(notifications.accountId, accountId), eq(notifications.notificationTypeCode, 'STATEMENT')));

describe('ensureStatementIssued', () => {
  it('stores the rendered PDF and keeps its SHA-256 in the row; the stored bytes hash to it', async () => {
    const { report } = await accountWithStatement();
    const { render } = testRenderer();
    const issued = await ensureStatementIssued(db(), storage, report.id, render);
    const bytes = Buffer.from(await storage.getBytes(report.storageKey));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256Hex(bytes)).toBe(issued.sha256);
    const [row] = await db().select().from(reports).where(eq(reports.id, report.id));
    expect(row!.sha256).toBe(issued.sha256);
    expect(row!.issuedAt?.getTime()).toBe(issued.issuedAt.getTime());
    expect(issued).toMatchObject({ reportId: report.id, storageKey: report.storageKey, fileName: 'Annual Statement 2025.pdf', contentType: 'application/pdf' });
  });

  it('is a no-op once issued: a second call renders nothing and the bytes stay the same', async () => {
    const { report } = await accountWithStatement();
    const { render, calls } = testRenderer();
    const first = await ensureStatementIssued(db(), storage, report.id, render);
    const second = await ensureStatementIssued(db(), storage, report.id, render);
    expect(calls).toHaveLength(1);
    expect(second).toEqual(first);
    expect(sha256Hex(await storage.getBytes(report.storageKey))).toBe(first.sha256);
  });

  it('issues once when two issuers race: one record, the stored bytes are the recorded ones, one notification each', async () => {
    const { report, account, holders } = await accountWithStatement();
    const { render, calls } = testRenderer();
    const [a, b] = await Promise.all([
      ensureStatementIssued(db(), storage, report.id, render),
      ensureStatementIssued(db(), storage, report.id, render),
    ]);
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(a.sha256).toBe(b.sha256);
    expect(sha256Hex(await storage.getBytes(report.storageKey))).toBe(a.sha256);
    expect((await statementNotes(account.id)).map((n) => n.clientId).sort()).toEqual([...holders].sort());
  });

  it('gives each holder exactly one STATEMENT notification linking to Reports with the account number', async () => {
    const { report, account, holders } = await accountWithStatement();
    const { render } = testRenderer();
    await ensureStatementIssued(db(), storage, report.id, render);
    await ensureStatementIssued(db(), storage, report.id, render);
    const notes = await statementNotes(account.id);
    expect(notes.map((n) => n.clientId).sort()).toEqual([...holders].sort());
    for (const note of notes) {
      expect(note).toMatchObject({
        notificationPriorityCode: 'Normal',
        ctaLinkToCode: 'REPORTS',
        ctaLinkToId: account.accountNumber,
        subject: 'Your Annual Statement 2025 is ready',
      });
      expect(note.bodyText).toContain('Annual Statement 2025');
      expect(note.bodyText).toContain(account.accountNumber);
    }
  });

  it('repairs a storage write whose database update never happened: the re-run stores and records the same bytes', async () => {
    const { report } = await accountWithStatement();
    // A run that wrote the file and died before marking the row issued.
    await storage.put(report.storageKey, Buffer.from('%PDF-1.3 half a statement'));
    const { render } = testRenderer();
    const issued = await ensureStatementIssued(db(), storage, report.id, render);
    const bytes = Buffer.from(await storage.getBytes(report.storageKey));
    expect(bytes.toString('latin1')).not.toContain('half a statement');
    expect(sha256Hex(bytes)).toBe(issued.sha256);
  });

  it('leaves nothing recorded when the render fails, and issues on the next run', async () => {
    const { report, account } = await accountWithStatement();
    const failing = testRenderer({ failFor: new Set([report.id]) });
    await expect(ensureStatementIssued(db(), storage, report.id, failing.render)).rejects.toThrow('render failed');
    const [row] = await db().select().from(reports).where(eq(reports.id, report.id));
    expect(row!.issuedAt).toBeNull();
    expect(row!.sha256).toBeNull();
    expect(await statementNotes(account.id)).toHaveLength(0);
    const issued = await ensureStatementIssued(db(), storage, report.id, testRenderer().render);
    expect(sha256Hex(await storage.getBytes(report.storageKey))).toBe(issued.sha256);
  });

  it('answers 404 for a report that does not exist', async () => {
    await expect(ensureStatementIssued(db(), storage, '00000000-0000-4000-8000-000000000000', testRenderer().render)).rejects.toMatchObject({ status: 404 });
  });
});

describe('issueAmendedStatement', () => {
  it('issues a new version beside the original: the original row and bytes stay unchanged', async () => {
    const { report, account, holders } = await accountWithStatement();
    const { render } = testRenderer();
    const original = await ensureStatementIssued(db(), storage, report.id, render);
    const amended = await issueAmendedStatement(db(), storage, report.id, render);
    expect(amended.reportId).not.toBe(report.id);
    expect(amended.storageKey).toBe(report.storageKey.replace('.pdf', '-v2.pdf'));
    expect(amended.sha256).not.toBe(original.sha256);
    expect(sha256Hex(await storage.getBytes(report.storageKey))).toBe(original.sha256);
    expect(sha256Hex(await storage.getBytes(amended.storageKey))).toBe(amended.sha256);
    const rows = await db().select().from(reports).where(eq(reports.accountId, account.id)).orderBy(reports.version);
    expect(rows.map((r) => [r.version, r.amendsReportId, r.sha256])).toEqual([
      [1, null, original.sha256],
      [2, report.id, amended.sha256],
    ]);
    const notes = await statementNotes(account.id);
    expect(notes.filter((n) => n.subject === 'Your amended Annual Statement 2025 is ready').map((n) => n.clientId).sort()).toEqual([...holders].sort());
    const third = await issueAmendedStatement(db(), storage, report.id, render);
    const [v3] = await db().select().from(reports).where(eq(reports.id, third.reportId));
    expect(v3).toMatchObject({ version: 3, amendsReportId: amended.reportId });
  });

  it('refuses a second row for the same account, type, period and version (the unique key)', async () => {
    const { report } = await accountWithStatement();
    await expect(
      db().insert(reports).values({ ...report, id: undefined, storageKey: `${report.storageKey}.copy` }),
    ).rejects.toThrow();
  });
});

describe('statementFileName', () => {
  it('keeps the name and drops path and control characters', () => {
    expect(statementFileName('Quarterly Portfolio Report - 2025-06-30')).toBe('Quarterly Portfolio Report - 2025-06-30.pdf');
    expect(statementFileName('a/b\\c\u0007')).toBe('a b c.pdf');
    expect(statementFileName('  ')).toBe('Statement.pdf');
  });
});
