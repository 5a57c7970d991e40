import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { notifications, reports, statementRunAccounts } from '../../db/schema/index.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { testEnv } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { eventually } from '../../test/eventually.js';
import { createDocumentStorage, storageConfigFromEnv } from '../../storage/document-storage.js';
import { sha256Hex } from '../../modules/statements/statement-issue.js';
import { testRenderer } from '../../modules/statements/statement-test-render.js';
import { startJobEngine, stopJobEngine } from '../engine/job-engine.js';
import { findRecentRuns } from './statement-run.repo.js';
import { previousLocalDate, startStatementJobs, startStatementRun, STATEMENT_RUN_CRON, statementRunQueue } from './statement-jobs.js';

let testDb: TestDatabase;
const db = () => testDb.database.db;
const storage = createDocumentStorage(storageConfigFromEnv(testEnv));

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.drop();
});

/** An engine working the statement jobs with the given renderer; no retries unless asked. */
async function withStatementJobs<T>(render: ReturnType<typeof testRenderer>['render'], run: (boss: PgBoss) => Promise<T>): Promise<T> {
  const boss = await startJobEngine(testDb.database, { workers: true, pollingIntervalSeconds: 0.5 });
  await startStatementJobs(boss, db(), { storage, render, concurrency: 2, pollingIntervalSeconds: 0.5, retry: { retryLimit: 0 } });
  try {
    return await run(boss);
  } finally {
    await stopJobEngine(boss, 5_000);
  }
}

async function runToTheEnd(boss: PgBoss, asAt: string) {
  const { runId } = await startStatementRun(boss, db(), 'NZ', { asAt, kind: 'scheduled' }, { retryLimit: 0 });
  let progress: Awaited<ReturnType<typeof findRecentRuns>>[number] | undefined;
  await eventually(async () => {
    progress = (await findRecentRuns(db(), 'NZ', 10)).find((r) => r.id === runId);
    expect(progress?.queued).toBe(0);
  }, 20_000);
  return progress!;
}

const issuedOf = async (accountIds: string[]) =>
  (await db().select().from(reports).where(inArray(reports.accountId, accountIds))).map((r) => ({ id: r.id, key: r.storageKey, sha: r.sha256, issuedAt: r.issuedAt }));

describe('the statement run (one job per account on the engine)', () => {
  it('issues each due statement once: a second run of the same date adds and renders nothing; stored bytes match their checksums', async () => {
    const { client } = await createUser(db());
    const ks = await giveAccount(db(), client!.id, 'KS'); // signed up 2020-04-01
    const pw = await giveAccount(db(), client!.id, 'PW');
    const renderer = testRenderer();
    await withStatementJobs(renderer.render, async (boss) => {
      const first = await runToTheEnd(boss, '2021-03-31');
      // KS: annual and PIE tax statement to 31 March 2021; PW: those and four quarterly reports.
      expect(first).toMatchObject({ done: 2, failed: 0, statementsIssued: 8 });
      const before = await issuedOf([ks.id, pw.id]);
      expect(before).toHaveLength(8);
      for (const row of before) {
        expect(row.sha).toMatch(/^[0-9a-f]{64}$/);
        expect(sha256Hex(await storage.getBytes(row.key))).toBe(row.sha);
      }
      expect(renderer.calls).toHaveLength(8);

      const again = await runToTheEnd(boss, '2021-03-31');
      expect(again.id).toBe(first.id);
      expect(await issuedOf([ks.id, pw.id])).toEqual(before);
      expect(renderer.calls).toHaveLength(8);

      // Each holder: one notification per statement.
      const notes = await db().select().from(notifications).where(and(eq(notifications.clientId, client!.id), eq(notifications.notificationTypeCode, 'STATEMENT')));
      expect(notes).toHaveLength(8);
      expect(new Set(notes.map((n) => `${n.accountId} ${n.subject}`)).size).toBe(8);
    });
  }, 60_000);

  it('a run that dies on one account loses nothing and doubles nothing when run again', async () => {
    const { client } = await createUser(db());
    const accounts = [await giveAccount(db(), client!.id, 'KS'), await giveAccount(db(), client!.id, 'UT'), await giveAccount(db(), client!.id, 'PW')];
    const ids = accounts.map((a) => a.id);
    // First run: the UT account's second statement fails to render (a crash mid-account).
    const failing = new Set<string>();
    const crashing = testRenderer({ failFor: failing });
    const firstRender = crashing.render;
    const render: typeof firstRender = async (database, reportId) => {
      const [row] = await db().select().from(reports).where(eq(reports.id, reportId));
      if (row?.accountId === accounts[1]!.id && row.reportType === 'TaxStatement') failing.add(reportId);
      return firstRender(database, reportId);
    };
    await withStatementJobs(render, async (boss) => {
      const progress = await runToTheEnd(boss, '2021-06-30');
      // The earlier test's accounts are in this run too (every NZ account open by the date).
      const failed = await db().select().from(statementRunAccounts).where(and(eq(statementRunAccounts.runId, progress.id), eq(statementRunAccounts.state, 'failed')));
      expect(failed.map((f) => [f.accountId, f.lastError?.replace(/ [0-9a-f-]{36}$/, '')])).toEqual([[accounts[1]!.id, 'render failed for']]);
      expect(progress.done).toBeGreaterThanOrEqual(2);
    });
    const partial = await issuedOf(ids);
    const issuedFirst = partial.filter((r) => r.sha);
    // Only the failing account's statements from the failure on are missing (its job stops at the failure).
    const missing = partial.filter((r) => !r.sha);
    expect(missing.length).toBeGreaterThanOrEqual(1);
    expect(missing.every((r) => r.key.includes(`/${accounts[1]!.accountNumber}/`))).toBe(true);

    // Restart with a working renderer: only what is missing is rendered.
    const working = testRenderer();
    await withStatementJobs(working.render, async (boss) => {
      const progress = await runToTheEnd(boss, '2021-06-30');
      expect(progress.failed).toBe(0);
    });
    expect(working.calls.sort()).toEqual(missing.map((r) => r.id).sort());
    const after = await issuedOf(ids);
    expect(after).toHaveLength(partial.length);
    expect(after.every((r) => r.sha)).toBe(true);
    for (const row of issuedFirst) expect(after.find((r) => r.id === row.id)).toEqual(row);
    for (const row of after) expect(sha256Hex(await storage.getBytes(row.key))).toBe(row.sha);
  }, 90_000);

  it('is scheduled by cron at the quarter ends in each channel\'s time zone', async () => {
    await withStatementJobs(testRenderer().render, async (boss) => {
      const schedules = await boss.getSchedules();
      expect(schedules.filter((s) => s.name.startsWith('statement-run-')).map((s) => [s.name, s.cron, (s as { timezone?: string }).timezone]).sort()).toEqual([
        [statementRunQueue('AU'), STATEMENT_RUN_CRON, 'Australia/Sydney'],
        [statementRunQueue('NZ'), STATEMENT_RUN_CRON, 'Pacific/Auckland'],
      ]);
    });
    // 06:00 on 1 April in Auckland is 31 March 17:00 UTC (NZDT ends on the first Sunday of April): the run is for 31 March.
    expect(previousLocalDate('NZ', new Date('2025-03-31T17:00:00Z'))).toBe('2025-03-31');
    // 06:00 on 1 July in Sydney (AEST, UTC+10) is 30 June 20:00 UTC: the run is for 30 June.
    expect(previousLocalDate('AU', new Date('2025-06-30T20:00:00Z'))).toBe('2025-06-30');
  }, 30_000);
});
