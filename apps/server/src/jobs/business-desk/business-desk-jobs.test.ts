import { describe, expect, it } from 'vitest';
import { businessDeskItems } from '../../db/schema/index.js';
import { useTestDatabase } from '../../test/use-test-app.js';
import { eventually } from '../../test/eventually.js';
import { findIngest } from '../../modules/business-desk/business-desk.repo.js';
import { startJobEngine, stopJobEngine } from '../engine/job-engine.js';
import { BUSINESS_DESK_CRON, BUSINESS_DESK_QUEUE, DEMO_BUSINESS_DESK_FEED, startBusinessDeskJobs } from './index.js';

const ctx = useTestDatabase();
const db = () => ctx.testDb.database.db;

describe('the business desk ingest job', () => {
  it('is scheduled every 15 minutes, and a web-only instance sends no ingest of its own', async () => {
    const boss = await startJobEngine(ctx.testDb.database, { workers: true, pollingIntervalSeconds: 0.5 });
    try {
      await startBusinessDeskJobs(boss, db(), { source: DEMO_BUSINESS_DESK_FEED, work: false });
      const schedules = await boss.getSchedules();
      expect(schedules.filter((s) => s.name === BUSINESS_DESK_QUEUE).map((s) => s.cron)).toEqual([BUSINESS_DESK_CRON]);
      expect(BUSINESS_DESK_CRON).toBe('*/15 * * * *');
      expect(await boss.getQueueSize(BUSINESS_DESK_QUEUE)).toBe(0);
    } finally {
      await stopJobEngine(boss, 5_000);
    }
  });

  it('ingests the demo feed once at start, so a fresh portal has its items', async () => {
    const boss = await startJobEngine(ctx.testDb.database, { workers: true, pollingIntervalSeconds: 0.5 });
    try {
      await startBusinessDeskJobs(boss, db(), { source: DEMO_BUSINESS_DESK_FEED, pollingIntervalSeconds: 0.5 });
      await eventually(async () => expect(await db().select().from(businessDeskItems)).toHaveLength(15), 20_000);
      await eventually(async () => expect(await findIngest(db(), DEMO_BUSINESS_DESK_FEED)).toMatchObject({ lastError: null, itemCount: 15 }), 5_000);
    } finally {
      await stopJobEngine(boss, 5_000);
    }
  });

  it('records a failing feed and leaves the items in place', async () => {
    const boss = await startJobEngine(ctx.testDb.database, { workers: true, pollingIntervalSeconds: 0.5 });
    const missing = `${DEMO_BUSINESS_DESK_FEED}.missing`;
    try {
      await startBusinessDeskJobs(boss, db(), { source: missing, pollingIntervalSeconds: 0.5 });
      await eventually(async () => expect(await findIngest(db(), missing)).toMatchObject({ lastError: 'The feed file could not be read (ENOENT)' }), 20_000);
      expect(await db().select().from(businessDeskItems)).toHaveLength(15);
    } finally {
      await stopJobEngine(boss, 5_000);
    }
  });
});
