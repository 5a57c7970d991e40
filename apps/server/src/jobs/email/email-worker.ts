import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import {
  claimDueEmails,
  markAttemptFailed,
  markSent,
  markStored,
  OUTBOX_QUEUED,
  outboxSignal,
  type OutboxRow,
} from '../../modules/email/outbox.repo.js';

/** Waits after a failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h; the sixth failure is final. */
export const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 60 * 60, 6 * 60 * 60] as const;
export const MAX_ATTEMPTS = 6;

/** Seconds until the next attempt after `failedAttempts` failures, or null when the message has failed for good. */
export function retryDelaySeconds(failedAttempts: number): number | null {
  if (failedAttempts >= MAX_ATTEMPTS) return null;
  const longest = RETRY_DELAYS_SECONDS[RETRY_DELAYS_SECONDS.length - 1] as number;
  return RETRY_DELAYS_SECONDS[Math.max(0, failedAttempts - 1)] ?? longest;
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
  batchSize?: number;
  /** How long a claimed message is kept from other workers while it is being sent. */
  leaseSeconds?: number;
  log?: FastifyBaseLogger;
}

async function deliver(db: Db, row: OutboxRow, options: DeliveryOptions): Promise<void> {
  if (!options.sender) {
    await markStored(db, row.id);
    return;
  }
  try {
    await options.sender.send({
      from: options.from,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      ...(row.htmlBody ? { html: row.htmlBody } : {}),
    });
    await markSent(db, row.id);
  } catch (error) {
    const attempts = row.attempts + 1;
    const retryInSeconds = retryDelaySeconds(attempts);
    const line = errorLine(error);
    await markAttemptFailed(db, row.id, { attempts, error: line, retryInSeconds });
    options.log?.warn({ emailId: row.id, kind: row.kind, attempts, retryInSeconds, error: line }, 'e-mail not sent');
  }
}

/** Delivers every message due now, a small batch at a time; answers how many it handled. */
export async function deliverDueEmails(db: Db, options: DeliveryOptions): Promise<number> {
  const batchSize = options.batchSize ?? 10;
  let handled = 0;
  for (;;) {
    const batch = await claimDueEmails(db, batchSize, options.leaseSeconds ?? 120);
    for (const row of batch) await deliver(db, row, options);
    handled += batch.length;
    if (batch.length < batchSize) return handled;
  }
}

/**
 * The e-mail job (issue 4: sending never blocks or fails a request): polls email_outbox every
 * `pollMs`, and right away when this process queues a message. Every instance may run one; rows are
 * claimed with FOR UPDATE SKIP LOCKED, so each message goes out once.
 */
export class EmailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private readonly from: string;
  private readonly sender: EmailSender | null;
  private readonly onQueued = () => this.kick();

  constructor(
    private readonly db: Db,
    env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>,
    private readonly log?: FastifyBaseLogger,
    private readonly options: { pollMs?: number; batchSize?: number; sender?: EmailSender | null } = {},
  ) {
    this.from = env.MAIL_FROM;
    this.sender = options.sender !== undefined ? options.sender : env.SMTP_URL ? smtpSender(env.SMTP_URL) : null;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    outboxSignal.on(OUTBOX_QUEUED, this.onQueued);
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    outboxSignal.off(OUTBOX_QUEUED, this.onQueued);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.sender?.close();
  }

  /** A message was queued: deliver soon (after the queuing transaction has had a moment to commit). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(25);
  }

  /** One pass over the due messages (the timer's work; tests call it directly). */
  deliverDue(): Promise<number> {
    return deliverDueEmails(this.db, {
      sender: this.sender,
      from: this.from,
      ...(this.options.batchSize === undefined ? {} : { batchSize: this.options.batchSize }),
      ...(this.log ? { log: this.log } : {}),
    });
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.pass().finally(() => {
        this.running = null;
        const soon = this.again;
        this.again = false;
        this.schedule(soon ? 0 : (this.options.pollMs ?? 5_000));
      });
    }, delay);
  }

  private async pass(): Promise<void> {
    try {
      await this.deliverDue();
    } catch (error) {
      this.log?.error({ err: error }, 'e-mail job failed; the messages stay queued');
    }
  }
}
