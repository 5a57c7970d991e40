import {
  PUBLICATIONS_PAGE_SIZE,
  compositionProblems,
  describeAudience,
  type AudiencePreviewResponse,
  type Channel,
  type NotificationPublication,
  type NotificationPublicationsResponse,
  type PublicationAudience,
  type PublishNotificationRequest,
} from '@tasman/domain';
import { EventEmitter } from 'node:events';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import { recordAudit } from '../auth/auth.repo.js';
import { createNotifications } from '../notifications/notifications-create.js';
import { announceInTransaction } from '../notifications/notifications-live.js';
import * as repo from './notification-publishing.repo.js';

/**
 * Said in this process when a publication is scheduled, so the job scheduler gives it its job at once
 * rather than at the next minute's dispatch (jobs/notifications).
 */
export const publicationSignal = new EventEmitter();
publicationSignal.setMaxListeners(0);
export const PUBLICATION_SCHEDULED = 'scheduled';

/** Who acts and from where: the staff member's session on their own portal. */
export interface StaffPlace {
  db: Db;
  channel: Channel;
  ip: string;
  auth: AuthContext;
}

function toPublication(row: repo.PublicationRow): NotificationPublication {
  return {
    publicationId: row.id,
    status: row.status,
    subject: row.subject,
    bodyText: row.bodyText,
    notificationTypeCode: row.notificationTypeCode,
    notificationPriorityCode: row.notificationPriorityCode,
    dismissible: row.dismissible,
    callToAction:
      row.ctaLabel && row.ctaLinkToCode
        ? { label: row.ctaLabel, linkToCode: row.ctaLinkToCode, linkToId: row.ctaLinkToId, linkToUrl: row.ctaLinkToUrl }
        : null,
    audience: { kind: row.audience.kind, value: row.audience.value ?? null },
    audienceDescription: row.audienceDescription,
    recipientCount: row.recipientCount,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByUsername,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    withdrawnBy: row.withdrawnByUsername,
  };
}

const NO_CLIENT = 'No client with that client key or username on this portal.';
const NO_ACCOUNT = 'No account with that number on this portal.';

/** The audience's clients now, or a clear 400 when it names nobody on this portal. */
async function resolveOrRefuse(db: Db, channel: Channel, audience: PublicationAudience): Promise<repo.ResolvedAudience> {
  const resolved = await repo.resolveAudience(db, channel, audience);
  if (!resolved) throw new ApiError('ValidationFailed', audience.kind === 'client' ? NO_CLIENT : NO_ACCOUNT);
  return resolved;
}

/** How many clients an audience reaches now (the compose screen's preview). */
export async function previewAudience(db: Db, channel: Channel, audience: PublicationAudience): Promise<AudiencePreviewResponse> {
  const problem = compositionProblems(
    { subject: 'x', bodyText: 'x', notificationTypeCode: 'GENERAL', notificationPriorityCode: 'Normal', dismissible: false, callToAction: null, audience },
    { channel, now: new Date() },
  )[0];
  if (problem) throw new ApiError('ValidationFailed', problem.message);
  const resolved = await resolveOrRefuse(db, channel, audience);
  return { recipientCount: resolved.clientIds.length, description: describeAudience(audience, resolved.clientName) };
}

/**
 * Publishes a composed notification (issue 12): checks it (domain rules, then what only the database
 * knows: the client or account exists on this portal, the review or post exists), records it, and
 * either delivers it now or leaves it scheduled for its job. Audited either way.
 */
export async function publishNotification(place: StaffPlace, request: PublishNotificationRequest, now = new Date()): Promise<NotificationPublication> {
  const { db, channel, auth } = place;
  const problem = compositionProblems(request, { channel, now })[0];
  if (problem) throw new ApiError('ValidationFailed', problem.message);
  const cta = request.callToAction;
  const code = cta?.linkToCode?.trim() ?? null;
  if ((code === 'BLOG' || code === 'MONTHLYREVIEW') && !(await repo.contentExists(db, cta!.linkToId!.trim(), code))) {
    throw new ApiError('ValidationFailed', `No ${code === 'BLOG' ? 'blog post' : 'monthly review'} with the id ${cta!.linkToId!.trim()}.`);
  }
  const audience = { kind: request.audience.kind, value: request.audience.value?.trim() || null };
  const resolved = await resolveOrRefuse(db, channel, audience);
  const scheduledFor = request.scheduledFor?.trim() ? new Date(request.scheduledFor) : null;

  const inserted = await repo.insertPublication(db, {
    channel,
    status: 'scheduled',
    subject: request.subject.trim(),
    bodyText: request.bodyText,
    notificationTypeCode: request.notificationTypeCode,
    notificationPriorityCode: request.notificationPriorityCode as 'RequireAction' | 'Normal',
    dismissible: request.dismissible,
    ctaLabel: cta ? cta.label!.trim() : null,
    ctaLinkToCode: code,
    ctaLinkToId: cta?.linkToId?.trim() || null,
    ctaLinkToUrl: cta?.linkToUrl?.trim() || null,
    audience,
    audienceDescription: describeAudience(audience, resolved.clientName),
    createdBy: auth.userId,
    createdByUsername: auth.username,
    scheduledFor,
  });
  const who = { id: auth.userId, username: auth.username };
  if (scheduledFor) {
    await recordAudit(place, who, 'notification-scheduled', `"${inserted.subject}" to ${inserted.audienceDescription} at ${scheduledFor.toISOString()} (${inserted.id})`);
    publicationSignal.emit(PUBLICATION_SCHEDULED, inserted.id);
    return toPublication(inserted);
  }
  const delivered = await deliverPublication(db, inserted.id, now);
  await recordAudit(place, who, 'notification-published', `"${inserted.subject}" to ${inserted.audienceDescription}: ${delivered.recipientCount ?? 0} client(s) (${inserted.id})`);
  return delivered;
}

/**
 * Delivers a scheduled publication to its audience as it is now (the job's work, and 'send now'):
 * one copy per client, created and announced in one transaction that holds the publication's lock.
 * A publication already sent or withdrawn is left alone, and a copy already there is never made
 * twice (unique publication and client), so a job that runs twice delivers once.
 */
export async function deliverPublication(db: Db, publicationId: string, now = new Date()): Promise<NotificationPublication> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const publication = await repo.lockPublication(tx, publicationId);
    if (!publication) throw new ApiError('NotFound', 'No such publication.');
    if (publication.status !== 'scheduled') return toPublication(publication);
    const resolved = await repo.resolveAudience(tx, publication.channel, publication.audience);
    // An account or client gone since it was scheduled: delivered to nobody, said by its count of 0.
    const clientIds = resolved?.clientIds ?? [];
    await createNotifications(
      tx,
      clientIds.map((clientId) => ({
        clientId,
        accountId: resolved?.accountId ?? null,
        notificationTypeCode: publication.notificationTypeCode,
        notificationPriorityCode: publication.notificationPriorityCode,
        subject: publication.subject,
        bodyText: publication.bodyText,
        dateSent: now,
        dismissible: publication.dismissible,
        ctaLabel: publication.ctaLabel,
        ctaLinkToCode: publication.ctaLinkToCode,
        ctaLinkToId: publication.ctaLinkToId,
        ctaLinkToUrl: publication.ctaLinkToUrl,
        publicationId: publication.id,
      })),
    );
    return toPublication(await repo.setPublicationStatus(tx, publication.id, { status: 'sent', sentAt: now, recipientCount: clientIds.length }));
  });
}

/**
 * Withdraws a publication (issue 12): every client's copy leaves their lists (announced, so open
 * screens update), and a scheduled one is never delivered (its job finds it withdrawn). Another
 * portal's publication is not there (404); one already withdrawn is a 409.
 */
export async function withdrawPublication(place: StaffPlace, publicationId: string, now = new Date()): Promise<NotificationPublication> {
  const { db, channel, auth } = place;
  if (!(await repo.findPublication(db, publicationId, channel))) throw new ApiError('NotFound', 'No such publication on this portal.');
  const { publication, removed, wasScheduled } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await repo.lockPublication(tx, publicationId);
    if (!locked || locked.status === 'withdrawn') throw new ApiError('ValidationFailed', 'This notification has already been withdrawn.');
    const clientIds = await repo.deleteCopies(tx, publicationId);
    await announceInTransaction(tx, clientIds);
    const updated = await repo.setPublicationStatus(tx, publicationId, { status: 'withdrawn', withdrawnAt: now, withdrawnByUsername: auth.username });
    return { publication: updated, removed: clientIds.length, wasScheduled: locked.status === 'scheduled' };
  });
  await recordAudit(
    place,
    { id: auth.userId, username: auth.username },
    'notification-withdrawn',
    `"${publication.subject}" ${wasScheduled ? 'cancelled before sending' : `removed from ${removed} client(s)`} (${publication.id})`,
  );
  return toPublication(publication);
}

export async function listPublications(db: Db, channel: Channel, pageNo: number): Promise<NotificationPublicationsResponse> {
  const { rows, total } = await repo.listPublications(db, channel, { limit: PUBLICATIONS_PAGE_SIZE, offset: (pageNo - 1) * PUBLICATIONS_PAGE_SIZE });
  return { list: rows.map(toPublication), totalPublications: total, pageSize: PUBLICATIONS_PAGE_SIZE, pageNo };
}
