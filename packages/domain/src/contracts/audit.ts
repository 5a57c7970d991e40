import { z } from 'zod';
import { MAX_PAGE_NO } from './adviser.js';
import { IsoDate } from './common.js';

/** The staff audit log pages by 50 (GET /api/v1/staff/audit-events). */
export const AUDIT_LOG_PAGE_SIZE = 50;

/**
 * Every event the portal records in audit_events (grep recordAudit / insertAuditEvent), so the
 * filter offers them and an unknown one is refused (400) rather than silently finding nothing.
 * A new event written anywhere must be added here, or staff cannot filter by it.
 */
export const AUDIT_EVENT_TYPES = [
  'sign-in',
  'sign-in-failed',
  'sign-in-password-ok',
  'sign-in-refused-locked',
  'sign-in-wrong-portal',
  'sign-out',
  'other-sessions-ended',
  'user-locked',
  'user-unlocked',
  'two-factor-setup-started',
  'two-factor-enabled',
  'two-factor-failed',
  'two-factor-disabled',
  'two-factor-reset',
  'recovery-code-used',
  'recovery-codes-replaced',
  'password-set',
  'password-reset',
  'password-reset-requested',
  'password-reset-refused',
  'password-link-refused',
  'password-setup-link-sent',
  'user-registered',
  'registration-already-registered',
  'username-reminder-sent',
  'username-recovery-no-match',
  'username-recovery-multiple',
  'username-recovery-not-registered',
  'login-notices-changed',
  'tool-settings-changed',
  'portal-status-changed',
  'audit-log-exported',
  'notification-published',
  'notification-scheduled',
  'notification-withdrawn',
  'password-changed',
  'password-change-refused',
  'username-changed',
  'session-ended',
  'holder-authority-changed',
  'profile-contact-changed',
  'insight-article-created',
  'insight-article-updated',
  'insight-article-published',
  'insight-article-withdrawn',
  'insight-image-uploaded',
] as const;

export const AuditEventType = z.enum(AUDIT_EVENT_TYPES, { error: 'Unknown event type' });
export type AuditEventType = z.infer<typeof AuditEventType>;

/** An empty query parameter (a form's blank field) means 'no filter', not a malformed value. */
const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * The audit log's filters, shared by the page and its CSV export. from and to are inclusive days of
 * the portal's own calendar (Pacific/Auckland or Australia/Sydney); from after to is refused (400).
 */
export const AuditEventsFilter = z.object({
  /** Part of a username, case-blind. */
  username: z.string().trim().max(200, 'Username must be at most 200 characters').default(''),
  event: z.preprocess(blankIsAbsent, AuditEventType.optional()),
  from: z.preprocess(blankIsAbsent, IsoDate.optional()),
  to: z.preprocess(blankIsAbsent, IsoDate.optional()),
});
export type AuditEventsFilter = z.infer<typeof AuditEventsFilter>;

export const AuditEventsQuery = AuditEventsFilter.extend({
  pageNo: z.coerce
    .number({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(MAX_PAGE_NO, `Page must be at most ${MAX_PAGE_NO}`)
    .default(1),
});
export type AuditEventsQuery = z.infer<typeof AuditEventsQuery>;

/** One recorded event; username, detail and ip may be missing on events about nobody in particular. */
export const AuditEventRow = z.object({
  /** ISO 8601 instant (UTC); the screen shows it in the portal's time zone. */
  at: z.string(),
  username: z.string().nullable(),
  event: z.string(),
  detail: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEventRow = z.infer<typeof AuditEventRow>;

export const AuditEventsResponse = z.object({
  list: z.array(AuditEventRow),
  totalEvents: z.number().int().min(0),
  pageSize: z.number().int(),
  pageNo: z.number().int(),
  /** The known event types, for the filter. */
  eventTypes: z.array(z.string()),
});
export type AuditEventsResponse = z.infer<typeof AuditEventsResponse>;
