import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationPublications, notifications } from '../../db/schema/index.js';
import { insertPublication } from '../../modules/notification-publishing/notification-publishing.repo.js';
import { createUser } from '../../test/fixtures.js';
import { eventually } from '../../test/eventually.js';
import { useTestDatabase } from '../../test/use-test-app.js';
import { startJobEngine, stopJobEngine } from '../engine/job-engine.js';
import { dispatchScheduledPublications, PUBLICATION_SEND_QUEUE, startPublicationJobs } from './publication-jobs.js';

const ctx = useTestDatabase();
const db = () => ctx.testDb.database.db;

async function scheduled(clientKey: string, at: Date) {
  return insertPublication(db(), {
    channel: 'NZ',
    status: 'scheduled',
    subject: `Scheduled for ${clientKey}`,
    bodyText: 'Hello',
    notificationTypeCode: 'GENERAL',
    notificationPriorityCode: 'Normal',
    dismissible: true,
    audience: { kind: 'client', value: clientKey },
    audienceDescription: `Client ${clientKey}`,
    scheduledFor: at,
  });
}

const statusOf = async (id: string) => (await db().select().from(notificationPublications).where(eq(notificationPublications.id, id)))[0]!.status;
const copiesOf = async (id: string) => db().select().from(notifications).where(eq(notifications.publicationId, id));

describe('scheduled notifications on the job engine', () => {
  it('are delivered at their time by their job, once, though dispatched many times', async () => {
    const { client } = await createUser(db());
    const boss = await startJobEngine(ctx.testDb.database, { workers: true, pollingIntervalSeconds: 30 });
    const stop = await startPublicationJobs(boss, db(), { pollingIntervalSeconds: 0.5 });
    try {
      const publication = await scheduled(client!.clientKey, new Date(Date.now() + 3_000));
      // Every minute's dispatch, and every instance's, gives it the same job (its id is the publication's).
      for (let i = 0; i < 3; i++) await dispatchScheduledPublications(db(), boss);
      const job = await boss.getJobById(PUBLICATION_SEND_QUEUE, publication.id);
      expect(job?.startAfter.getTime()).toBe(publication.scheduledFor!.getTime());
      expect(await statusOf(publication.id)).toBe('scheduled');
      expect(await copiesOf(publication.id)).toHaveLength(0);
      await eventually(async () => expect(await statusOf(publication.id)).toBe('sent'), 20_000);
      // The job runs again (a retry, or a second copy inserted after the first was archived): nothing doubles.
      const rerun = await boss.send(PUBLICATION_SEND_QUEUE, { publicationId: publication.id });
      await eventually(async () => expect((await boss.getJobById(PUBLICATION_SEND_QUEUE, rerun!))?.state).toBe('completed'), 10_000);
      const copies = await copiesOf(publication.id);
      expect(copies.map((c) => c.clientId)).toEqual([client!.id]);
    } finally {
      await stopJobEngine(boss, 5_000);
      stop();
    }
  }, 60_000);
});
