import { EventEmitter } from 'node:events';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Channel } from '@tasman/domain';
import {
  isPreferenceEmailKind,
  marketingEmailConsent,
  PREFERENCE_EMAIL_CATEGORY,
  type PreferenceEmailKind,
} from '@tasman/domain/profile/comms/marketing-email-consent';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';
import { emailConsentFacts } from '../comms-preferences/comms-preferences.repo.js';

export type EmailKind = (typeof emailOutbox.$inferSelect)['kind'];

export interface OutgoingEmail {
  channel: Channel;
  kind: EmailKind;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /**
   * A service e-mail (password links, security notices, deposit instructions, profile change
   * notices) always goes; a marketing or newsletter e-mail (isPreferenceEmailKind) names its client,
   * whose comms preferences decide, and without one it is not sent.
   */
  clientId?: string;
}

/**
 * Tells this process's e-mail worker that a message was queued, so the demo feels instant; other
 * instances find it on their next poll. A signal only: the row in email_outbox is the queue.
 */
export const outboxSignal = new EventEmitter();
outboxSignal.setMaxListeners(0);
export const OUTBOX_QUEUED = 'queued';

/**
 * Queues an e-mail (issue 4: sending never blocks or fails the request that caused it): one INSERT,
 * in the caller's transaction when there is one. The e-mail job delivers it.
 */
export async function queueEmail(db: Db, email: OutgoingEmail): Promise<'queued' | 'skipped'> {
  // A marketing or newsletter e-mail without the client's consent is recorded as skipped, never delivered.
  const refusal = isPreferenceEmailKind(email.kind) ? await marketingRefusal(db, email.clientId, email.kind) : null;
  await db.insert(emailOutbox).values({
    channel: email.channel,
    kind: email.kind,
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
    status: refusal ? 'skipped' : 'queued',
    lastError: refusal,
  });
  if (refusal) return 'skipped';
  outboxSignal.emit(OUTBOX_QUEUED);
  return 'queued';
}

/** Why a marketing e-mail may not go to this client (their comms preferences), or null when it may. */
async function marketingRefusal(db: Db, clientId: string | undefined, kind: PreferenceEmailKind): Promise<string | null> {
  if (!clientId) return 'not sent: a marketing e-mail must name its client';
  const category = PREFERENCE_EMAIL_CATEGORY[kind];
  const consent = marketingEmailConsent(await emailConsentFacts(db, clientId, category));
  if (consent.send) return null;
  return consent.reason === 'unsubscribed-from-all'
    ? 'not sent: the client unsubscribed from all emails'
    : `not sent: the client is not subscribed to ${category} by Email`;
}

export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Takes up to `limit` due messages, skipping rows another instance holds, and leases them for
 * `leaseSeconds` (their next attempt moves past the lease), so a second worker does not send them too.
 * A worker that dies mid-send leaves them due again when the lease ends.
 */
export async function claimDueEmails(db: Db, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'queued'), sql`${emailOutbox.nextAttemptAt} <= now()`))
      .orderBy(emailOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of due) {
      await tx
        .update(emailOutbox)
        .set({ nextAttemptAt: sql`now() + ${leaseSeconds}::int * interval '1 second'` })
        .where(eq(emailOutbox.id, row.id));
    }
    return due;
  });
}

/** What a delivered link e-mail's body becomes. */
export const DELIVERED_BODY = '[delivered; the body held a password link and is not kept]';

export async function markSent(db: Db, id: string): Promise<void> {
  // Once delivered, a link e-mail's body (which holds the link's secret) is not kept: the row stays as
  // the record that it was sent, and nobody who can read the table can use the link.
  await db
    .update(emailOutbox)
    .set({
      status: 'sent',
      sentAt: new Date(),
      lastError: null,
      textBody: sql`case when ${emailOutbox.kind} in ('password-setup', 'password-reset') then ${DELIVERED_BODY} else ${emailOutbox.textBody} end`,
      htmlBody: sql`case when ${emailOutbox.kind} in ('password-setup', 'password-reset') then null else ${emailOutbox.htmlBody} end`,
    })
    .where(eq(emailOutbox.id, id));
}

/** No SMTP server configured: the outbox row is the delivery (and the demo mailbox shows it). */
export async function markStored(db: Db, id: string): Promise<void> {
  await db.update(emailOutbox).set({ status: 'stored' }).where(eq(emailOutbox.id, id));
}

/** A failed attempt: counted, its error message kept, and either a later attempt or 'failed'. */
export async function markAttemptFailed(
  db: Db,
  id: string,
  outcome: { attempts: number; error: string; retryInSeconds: number | null },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      attempts: outcome.attempts,
      lastError: outcome.error,
      ...(outcome.retryInSeconds === null
        ? { status: 'failed' as const }
        : { nextAttemptAt: sql`now() + ${outcome.retryInSeconds}::int * interval '1 second'` }),
    })
    .where(eq(emailOutbox.id, id));
}

/** The newest messages of a portal, optionally for one address (the demo mailbox). */
export async function listMailbox(db: Db, channel: Channel, to: string | undefined, limit: number): Promise<OutboxRow[]> {
  const forChannel = eq(emailOutbox.channel, channel);
  return db
    .select()
    .from(emailOutbox)
    .where(to ? and(forChannel, sql`lower(${emailOutbox.toAddress}) = ${to.trim().toLowerCase()}`) : forChannel)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}
