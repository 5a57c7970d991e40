import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type PgBoss from 'pg-boss';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { markAttemptFailed, markSent, markStored, OUTBOX_QUEUED, outboxSignal } from '../../modules/email/outbox.repo.js';
import { findEmail, findQueuedEmailIds } from './email-jobs.repo.js';

/** One job per message: sends it, and pg-boss retries it with backoff when the SMTP server fails. */
export const EMAIL_SEND_QUEUE = 'email-send';
/** Turns queued outbox rows into send jobs: every minute (cron) and right after this process queues one. */
export const EMAIL_DISPATCH_QUEUE = 'email-dispatch';

/**
 * Retries of a message that could not be sent: pg-boss waits retryDelay × 2^n, up to twice that with
 * jitter (about 1, 2, 4 … 64 minutes: some 2 to 4 hours in all), then the eighth failure is final.
 */
export interface RetryPolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
}
export const EMAIL_RETRY: RetryPolicy = { retryLimit: 7, retryDelay: 60, retryBackoff: true };
export const MAX_ATTEMPTS = EMAIL_RETRY.retryLimit + 1;

/** The shortest wait pg-boss makes before the retry after `retryCount` earlier retries (its backoff formula, without the jitter). */
export function minimumRetryDelaySeconds(retryCount: number, retryDelay: number = EMAIL_RETRY.retryDelay): number {
  return retryDelay * 2 ** Math.min(16, retryCount);
}

/** What sends one message; nodemailer over SMTP_URL in the portal. */
export interface EmailSender {
  send(message: { from: string; to: string; subject: string; text: string; html?: string }): Promise<void>;
  close(): void;
}

/** nodemailer over an smtp:// or smtps:// URL, with timeouts short enough that one dead server cannot hold the job. */
export function smtpSender(smtpUrl: string): EmailSender {
  const transport = createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    send: async (message) => {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/** An error as a short line for last_error and the log: its message only, never the message body. */
function errorLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 500);
}

export interface DeliveryOptions {
  /** null: no SMTP server; the outbox row is the delivery ('stored'). */
  sender: EmailSender | null;
  from: string;
  log?: FastifyBaseLogger;
}

/** Which attempt this is, as pg-boss counts: retryCount earlier retries of retryLimit. */
export interface Attempt {
  retryCount: number;
  retryLimit: number;
  retryDelay?: number;
}

/**
 * Sends one queued message (the send job's work). A message already sent, stored or failed is left
 * alone, so a job that runs twice sends once. On failure the outbox row records the attempt and the
 * error, and the error is thrown again so that pg-boss retries the job; the last attempt marks the
 * message failed.
 */
export async function sendQueuedEmail(db: Db, emailId: string, options: DeliveryOptions, attempt: Attempt): Promise<'sent' | 'stored' | 'skipped'> {
  const row = await findEmail(db, emailId);
  if (!row || row.status !== 'queued') return 'skipped';
  if (!options.sender) {
    await markStored(db, row.id);
    return 'stored';
  }
  try {
    await options.sender.send({
      from: options.from,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      ...(row.htmlBody ? { html: row.htmlBody } : {}),
    });
  } catch (error) {
    const final = attempt.retryCount >= attempt.retryLimit;
    const retryInSeconds = final ? null : minimumRetryDelaySeconds(attempt.retryCount, attempt.retryDelay);
    const line = errorLine(error);
    await markAttemptFailed(db, row.id, { attempts: attempt.retryCount + 1, error: line, retryInSeconds });
    options.log?.warn({ emailId: row.id, kind: row.kind, attempts: attempt.retryCount + 1, retryInSeconds, error: line }, 'e-mail not sent');
    throw new Error(`e-mail ${row.id} not sent: ${line}`, { cause: error });
  }
  await markSent(db, row.id);
  return 'sent';
}

/**
 * One send job per queued message, the message's id as the job's id: pg-boss inserts with ON CONFLICT
 * DO NOTHING, so a message already waiting for a retry, or dispatched by another instance, is not
 * dispatched twice. Answers how many messages were looked at.
 */
export async function dispatchQueuedEmails(db: Db, boss: PgBoss, retry: Partial<RetryPolicy> = {}): Promise<number> {
  const ids = await findQueuedEmailIds(db);
  if (ids.length === 0) return 0;
  await boss.insert(ids.map((id) => ({ id, name: EMAIL_SEND_QUEUE, data: { emailId: id }, ...EMAIL_RETRY, ...retry })));
  return ids.length;
}

export interface EmailJobsOptions {
  /** Override the sender (tests); by default nodemailer over SMTP_URL, or none without it. */
  sender?: EmailSender | null;
  /** Override the retry timing (tests). */
  retry?: Partial<RetryPolicy>;
  pollingIntervalSeconds?: number;
  log?: FastifyBaseLogger;
}

/**
 * The e-mail jobs on the engine (issue 4: sending never blocks or fails a request): the dispatch
 * queue turns outbox rows into send jobs every minute and right after this process queues one;
 * the send queue delivers them, retried by pg-boss. Answers a function that stops this process
 * listening for new messages and closes the SMTP transport (after the engine has stopped).
 */
export async function startEmailJobs(boss: PgBoss, db: Db, env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, options: EmailJobsOptions = {}): Promise<() => void> {
  const sender = options.sender !== undefined ? options.sender : env.SMTP_URL ? smtpSender(env.SMTP_URL) : null;
  const delivery: DeliveryOptions = { sender, from: env.MAIL_FROM, ...(options.log ? { log: options.log } : {}) };
  const polling = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  await boss.createQueue(EMAIL_DISPATCH_QUEUE, { name: EMAIL_DISPATCH_QUEUE, policy: 'stately' });
  await boss.createQueue(EMAIL_SEND_QUEUE, { name: EMAIL_SEND_QUEUE, ...EMAIL_RETRY, ...options.retry });
  await boss.schedule(EMAIL_DISPATCH_QUEUE, '* * * * *');

  const sendWorker = await boss.work<{ emailId: string }>(EMAIL_SEND_QUEUE, { ...polling, includeMetadata: true }, async ([job]) => {
    if (job) await sendQueuedEmail(db, job.data.emailId, delivery, job);
  });
  const dispatchWorker = await boss.work(EMAIL_DISPATCH_QUEUE, polling, async () => {
    if ((await dispatchQueuedEmails(db, boss, options.retry)) > 0) boss.notifyWorker(sendWorker);
  });
  let listening = true;
  const onQueued = () => {
    // After the queuing transaction has had a moment to commit; the cron finds anything this misses.
    setImmediate(() => {
      if (!listening) return;
      boss
        .send(EMAIL_DISPATCH_QUEUE, {})
        .then(() => boss.notifyWorker(dispatchWorker))
        .catch((error: unknown) => options.log?.warn({ err: error }, 'e-mail dispatch not queued; the next minute picks it up'));
    });
  };
  outboxSignal.on(OUTBOX_QUEUED, onQueued);
  // Messages queued while no worker ran go out now.
  await boss.send(EMAIL_DISPATCH_QUEUE, {});
  return () => {
    listening = false;
    outboxSignal.off(OUTBOX_QUEUED, onQueued);
    sender?.close();
  };
}
