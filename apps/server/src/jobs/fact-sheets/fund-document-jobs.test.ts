import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { documents } from '../../db/schema/index.js';
import { createFund } from '../../test/market-fixtures.js';
import { testEnv } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { eventually } from '../../test/eventually.js';
import { createDocumentStorage, storageConfigFromEnv } from '../../storage/document-storage.js';
import { sha256Hex } from '../../modules/statements/statement-issue.js';
import type { RenderFundDocument } from '../../modules/documents/fund-document-issue.js';
import { startJobEngine, stopJobEngine } from '../engine/job-engine.js';
import { FUND_DOCUMENT_CRON, fundDocumentQueue, startFundDocumentJobs } from './fund-document-jobs.js';

let testDb: TestDatabase;
const db = () => testDb.database.db;
const storage = createDocumentStorage(storageConfigFromEnv(testEnv));

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.drop();
});

/** A small real PDF naming the document; each render differs, as a real one may (the record keeps the first bytes). */
function countingRenderer() {
  const calls: string[] = [];
  const render: RenderFundDocument = async (_db, document) => {
    calls.push(`${document.kind} ${document.msSecurityId} ${document.periodEnd}`);
    const pdf = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
    pdf.text(`${document.title} #${calls.length}`);
    pdf.end();
    return done;
  };
  return { render, calls };
}

describe('the fund-document job (monthly cron per channel)', () => {
  it("is scheduled at 07:00 on the first of each month in each channel's time zone", async () => {
    const boss = await startJobEngine(testDb.database, { workers: true, pollingIntervalSeconds: 0.5 });
    try {
      await startFundDocumentJobs(boss, db(), { storage, work: false });
      const schedules = await boss.getSchedules();
      expect(schedules.filter((s) => s.name.startsWith('fund-documents-')).map((s) => [s.name, s.cron, (s as { timezone?: string }).timezone]).sort()).toEqual([
        [fundDocumentQueue('AU'), FUND_DOCUMENT_CRON, 'Australia/Sydney'],
        [fundDocumentQueue('NZ'), FUND_DOCUMENT_CRON, 'Pacific/Auckland'],
      ]);
    } finally {
      await stopJobEngine(boss, 5_000);
    }
  });

  it('a job sent twice makes each (fund, kind, period) once; the next month adds only the new fact sheet', async () => {
    const fund = await createFund(db(), 'Job Test Growth Fund', [
      ['2024-03-28', '1.000000'],
      ['2024-06-28', '1.050000'],
      ['2024-07-31', '1.060000'],
    ]);
    const renderer = countingRenderer();
    const boss = await startJobEngine(testDb.database, { workers: true, pollingIntervalSeconds: 0.5 });
    const rowsOf = () => db().select().from(documents).where(eq(documents.msSecurityId, fund.msSecurityId));
    try {
      await startFundDocumentJobs(boss, db(), { storage, render: renderer.render, pollingIntervalSeconds: 0.5 });
      await boss.send(fundDocumentQueue('NZ'), { today: '2024-07-05' });
      await boss.send(fundDocumentQueue('NZ'), { today: '2024-07-05' });
      await eventually(async () => {
        const rows = await rowsOf();
        // KS, UT, PW × June fact sheet and June-quarter fund update, all stored.
        expect(rows).toHaveLength(6);
        expect(rows.every((r) => r.sha256 !== null)).toBe(true);
      }, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // the second job, if it runs, finds nothing to do
      expect(renderer.calls.sort()).toEqual([`FactSheet ${fund.msSecurityId} 2024-06-30`, `FundUpdate ${fund.msSecurityId} 2024-06-30`]);

      await boss.send(fundDocumentQueue('NZ'), { today: '2024-08-01' });
      await eventually(async () => expect(await rowsOf()).toHaveLength(9), 20_000);
      await eventually(async () => expect((await rowsOf()).every((r) => r.sha256 !== null)).toBe(true), 20_000);
      // July: a new fact sheet; the June quarter's fund update is not made again.
      expect(renderer.calls.filter((c) => c.includes(fund.msSecurityId)).sort()).toEqual([
        `FactSheet ${fund.msSecurityId} 2024-06-30`,
        `FactSheet ${fund.msSecurityId} 2024-07-31`,
        `FundUpdate ${fund.msSecurityId} 2024-06-30`,
      ]);
      const stored = await db().select().from(documents).where(inArray(documents.msSecurityId, [fund.msSecurityId]));
      for (const row of stored) expect(sha256Hex(await storage.getBytes(row.storageKey))).toBe(row.sha256);
    } finally {
      await stopJobEngine(boss, 5_000);
    }
  });
});
