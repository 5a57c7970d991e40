import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client.js';
import { findScheduledPublications } from '../../modules/notification-publishing/notification-publishing.repo.js';
import {
  deliverPublication,
  PUBLICATION_SCHEDULED,
  publicationSignal,
} from '../../modules/notification-publishing/notification-publishing.service.js';

/** One job per scheduled publication, started at its scheduled time; it delivers the publication. */
export const PUBLICATION_SEND_QUEUE = 'notification-publication-send';
/** Gives every scheduled publication its send job: every minute (cron) and right after one is scheduled here. */
export const PUBLICATION_DISPATCH_QUEUE = 'notification-publication-dispatch';

export const PUBLICATION_RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;

/**
 * Inserts the send job of every scheduled publication, the publication's id as the job's id and its
 * scheduled time as the job's start (pg-boss startAfter). pg-boss inserts with ON CONFLICT DO NOTHING,
 * so a publication already holding its job, or dispatched by another instance, is not given a second.
 * A publication left 'scheduled' with no time (a send-now whose request failed mid-way) starts now.
 * Answers how many publications were looked at.
 */
export async function dispatchScheduledPublications(db: Db, boss: PgBoss): Promise<number> {
  const scheduled = await findScheduledPublications(db, null);
  if (scheduled.length === 0) return 0;
  await boss.insert(
    scheduled.map((publication) => ({
      id: publication.id,
      name: PUBLICATION_SEND_QUEUE,
      data: { publicationId: publication.id },
      ...(publication.scheduledFor ? { startAfter: publication.scheduledFor } : {}),
      ...PUBLICATION_RETRY,
    })),
  );
  return scheduled.length;
}

export interface PublicationJobsOptions {
  pollingIntervalSeconds?: number;
  log?: FastifyBaseLogger;
}

/**
 * The scheduled notifications on the job engine (issue 12). The send job delivers through the
 * publishing service, which does nothing for a publication already sent or withdrawn (withdrawing a
 * scheduled one is its cancellation) and never makes a client's copy twice, so a job retried or run
 * twice delivers once. Answers a function that stops this process listening for new schedules.
 */
export async function startPublicationJobs(boss: PgBoss, db: Db, options: PublicationJobsOptions = {}): Promise<() => void> {
  const polling = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  await boss.createQueue(PUBLICATION_DISPATCH_QUEUE, { name: PUBLICATION_DISPATCH_QUEUE, policy: 'stately' });
  await boss.createQueue(PUBLICATION_SEND_QUEUE, { name: PUBLICATION_SEND_QUEUE, ...PUBLICATION_RETRY });
  await boss.schedule(PUBLICATION_DISPATCH_QUEUE, '* * * * *');

  const sendWorker = await boss.work<{ publicationId: string }>(PUBLICATION_SEND_QUEUE, polling, async ([job]) => {
    if (!job) return;
    const publication = await deliverPublication(db, job.data.publicationId);
    options.log?.info({ publicationId: publication.publicationId, status: publication.status, recipients: publication.recipientCount }, 'scheduled notification delivered');
  });
  const dispatchWorker = await boss.work(PUBLICATION_DISPATCH_QUEUE, polling, async () => {
    if ((await dispatchScheduledPublications(db, boss)) > 0) boss.notifyWorker(sendWorker);
  });
  let listening = true;
  const onScheduled = () => {
    // After the scheduling request has committed; the cron finds anything this misses.
    setImmediate(() => {
      if (!listening) return;
      boss
        .send(PUBLICATION_DISPATCH_QUEUE, {})
        .then(() => boss.notifyWorker(dispatchWorker))
        .catch((error: unknown) => options.log?.warn({ err: error }, 'notification dispatch not queued; the next minute picks it up'));
    });
  };
  publicationSignal.on(PUBLICATION_SCHEDULED, onScheduled);
  // Publications scheduled while no worker ran get their jobs now.
  await boss.send(PUBLICATION_DISPATCH_QUEUE, {});
  return () => {
    listening = false;
    publicationSignal.off(PUBLICATION_SCHEDULED, onScheduled);
  };
}
