import { z } from 'zod';
import { AUDIENCE_KINDS } from '../notifications/publishing/audience.js';
import { BODY_MAX, CTA_ID_MAX, CTA_LABEL_MAX, CTA_URL_MAX, SUBJECT_MAX } from '../notifications/publishing/composition-problems.js';

/**
 * Staff publishing notifications (issue 12). The schemas bound sizes and types; the rules with their
 * messages (CTA by linkToCode, audience, schedule) are domain functions the service applies
 * (notifications/publishing/composition-problems.ts), so the web form shows the same messages.
 * Codes are strings here so an unknown one gets the rule's clear message rather than a schema error; lengths
 * over the limits are the schema's 400 (the form stops them first).
 */
const Text = (max: number) => z.string().max(max);

export const PublicationAudience = z.object({
  kind: z.enum(AUDIENCE_KINDS),
  value: z.string().max(100).nullish(),
});
export type PublicationAudience = z.infer<typeof PublicationAudience>;

export const PublicationCallToAction = z.object({
  label: Text(CTA_LABEL_MAX).nullish(),
  linkToCode: Text(40).nullish(),
  linkToId: Text(CTA_ID_MAX).nullish(),
  linkToUrl: Text(CTA_URL_MAX).nullish(),
});

export const PublishNotificationRequest = z.object({
  subject: Text(SUBJECT_MAX),
  bodyText: Text(BODY_MAX),
  notificationTypeCode: Text(40),
  notificationPriorityCode: Text(40),
  dismissible: z.boolean(),
  callToAction: PublicationCallToAction.nullable(),
  audience: PublicationAudience,
  /** An ISO instant; null sends now. */
  scheduledFor: Text(40).nullish(),
});
export type PublishNotificationRequest = z.infer<typeof PublishNotificationRequest>;

/** GET …/audience: how many clients an audience reaches now, and what it is called. */
export const AudiencePreviewQuery = z.object({
  kind: z.enum(AUDIENCE_KINDS),
  value: z.string().max(100).optional(),
});
export const AudiencePreviewResponse = z.object({
  recipientCount: z.number().int(),
  description: z.string(),
});
export type AudiencePreviewResponse = z.infer<typeof AudiencePreviewResponse>;

export const PUBLICATION_STATUSES = ['scheduled', 'sent', 'withdrawn'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const NotificationPublication = z.object({
  publicationId: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
  subject: z.string(),
  bodyText: z.string(),
  notificationTypeCode: z.string(),
  notificationPriorityCode: z.string(),
  dismissible: z.boolean(),
  callToAction: z
    .object({ label: z.string(), linkToCode: z.string(), linkToId: z.string().nullable(), linkToUrl: z.string().nullable() })
    .nullable(),
  audience: PublicationAudience,
  audienceDescription: z.string(),
  /** Clients it was delivered to (null while scheduled). */
  recipientCount: z.number().int().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  sentAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  withdrawnBy: z.string().nullable(),
});
export type NotificationPublication = z.infer<typeof NotificationPublication>;

export const PUBLICATIONS_PAGE_SIZE = 50;

export const NotificationPublicationsQuery = z.object({
  pageNo: z.coerce.number().int().min(1, 'pageNo must be at least 1').max(100_000, 'pageNo must be at most 100000').default(1),
});

export const NotificationPublicationsResponse = z.object({
  list: z.array(NotificationPublication),
  totalPublications: z.number().int(),
  pageSize: z.number().int(),
  pageNo: z.number().int(),
});
export type NotificationPublicationsResponse = z.infer<typeof NotificationPublicationsResponse>;

export const WithdrawPublicationRequest = z.object({
  publicationId: z.uuid('publicationId must be a publication id').max(36),
});
