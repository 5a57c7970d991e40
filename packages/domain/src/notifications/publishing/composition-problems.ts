import type { Channel } from '../../channel/channel.js';
import { audienceProblem, type Audience } from './audience.js';
import { safeExternalUrl } from '../call-to-action.js';
import {
  LINK_REQUIREMENT,
  NOTIFICATION_PRIORITY_CODES,
  NOTIFICATION_TYPE_CODES,
  isPublishableLinkToCode,
} from './publishing-codes.js';

export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;
export const CTA_LABEL_MAX = 40;
export const CTA_ID_MAX = 100;
export const CTA_URL_MAX = 2_000;
/** A notification may be scheduled up to a year ahead. */
export const SCHEDULE_MAX_DAYS = 366;

export interface CallToActionDraft {
  label?: string | null | undefined;
  linkToCode?: string | null | undefined;
  linkToId?: string | null | undefined;
  linkToUrl?: string | null | undefined;
}

/** A notification as the staff member composed it (the API's request; the form's values). */
export interface CompositionDraft {
  subject: string;
  bodyText: string;
  notificationTypeCode: string;
  notificationPriorityCode: string;
  dismissible: boolean;
  callToAction: CallToActionDraft | null;
  audience: Audience;
  /** An ISO instant for a scheduled send; null or absent sends now. */
  scheduledFor?: string | null | undefined;
}

export type CompositionField =
  | 'subject'
  | 'bodyText'
  | 'notificationTypeCode'
  | 'notificationPriorityCode'
  | 'callToAction.label'
  | 'callToAction.linkToCode'
  | 'callToAction.linkToId'
  | 'callToAction.linkToUrl'
  | 'audience'
  | 'scheduledFor';

export interface CompositionProblem {
  field: CompositionField;
  message: string;
}

const blank = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === '';

/**
 * What is wrong with a call to action, by its linkToCode (spec 000 §2.6): a label is needed (the
 * button shows only with one); BLOG and MONTHLYREVIEW need the id of the review or post they open;
 * EXTERNALURL needs an https address (opened in a new tab: never javascript:, data: or plain http);
 * the account codes lead to the notification's own account, so an account number given must be the
 * audience's account; the other codes take neither id nor address.
 */
export function callToActionProblems(cta: CallToActionDraft, audience: Audience): CompositionProblem[] {
  const problems: CompositionProblem[] = [];
  const code = cta.linkToCode?.trim() ?? '';
  if (blank(cta.label)) problems.push({ field: 'callToAction.label', message: 'Enter the label of the call to action button.' });
  else if (cta.label!.trim().length > CTA_LABEL_MAX) {
    problems.push({ field: 'callToAction.label', message: `The call to action label must be at most ${CTA_LABEL_MAX} characters.` });
  }
  if (!isPublishableLinkToCode(code)) {
    problems.push({ field: 'callToAction.linkToCode', message: 'Choose where the call to action leads.' });
    return problems;
  }
  const id = cta.linkToId?.trim() ?? '';
  const url = cta.linkToUrl?.trim() ?? '';
  const requirement = LINK_REQUIREMENT[code];
  if (requirement !== 'https-url' && url) {
    problems.push({ field: 'callToAction.linkToUrl', message: `A ${code} call to action takes no web address.` });
  }
  switch (requirement) {
    case 'content-id':
      if (!id) problems.push({ field: 'callToAction.linkToId', message: `Enter the id of the ${code === 'BLOG' ? 'blog post' : 'monthly review'} to open.` });
      else if (id.length > CTA_ID_MAX) problems.push({ field: 'callToAction.linkToId', message: `The id must be at most ${CTA_ID_MAX} characters.` });
      break;
    case 'https-url':
      if (id) problems.push({ field: 'callToAction.linkToId', message: 'An EXTERNALURL call to action takes a web address, not an id.' });
      if (!url) problems.push({ field: 'callToAction.linkToUrl', message: 'Enter the web address the call to action opens.' });
      else if (url.length > CTA_URL_MAX) problems.push({ field: 'callToAction.linkToUrl', message: `The web address must be at most ${CTA_URL_MAX} characters.` });
      else if (!isHttpsUrl(url)) problems.push({ field: 'callToAction.linkToUrl', message: 'The web address must be a full address starting with https://' });
      break;
    case 'account':
      if (id && !(audience.kind === 'account' && audience.value?.trim() === id)) {
        problems.push({
          field: 'callToAction.linkToId',
          message: "The account of this call to action must be the audience's account; leave it empty to use each client's own.",
        });
      }
      break;
    case 'nothing':
      if (id) problems.push({ field: 'callToAction.linkToId', message: `A ${code} call to action takes no id.` });
      break;
  }
  return problems;
}

/**
 * An absolute https address with a host: the one rule of the notification list's links
 * (safeExternalUrl: no javascript:, relative paths, user info, spaces or control characters),
 * and https only.
 */
export function isHttpsUrl(value: string): boolean {
  const url = safeExternalUrl(value);
  return url !== null && /^https:\/\//i.test(url);
}

/**
 * Every problem of a composed notification (issue 12), in the order the form shows its fields. The
 * server refuses a draft with any (400, the first problem's message); the form shows them by field.
 */
export function compositionProblems(draft: CompositionDraft, context: { channel: Channel; now: Date }): CompositionProblem[] {
  const problems: CompositionProblem[] = [];
  if (blank(draft.subject)) problems.push({ field: 'subject', message: 'Enter a subject.' });
  else if (draft.subject.trim().length > SUBJECT_MAX) problems.push({ field: 'subject', message: `The subject must be at most ${SUBJECT_MAX} characters.` });
  if (blank(draft.bodyText)) problems.push({ field: 'bodyText', message: 'Enter the message.' });
  else if (draft.bodyText.length > BODY_MAX) problems.push({ field: 'bodyText', message: `The message must be at most ${BODY_MAX.toLocaleString('en-NZ')} characters.` });
  if (!(NOTIFICATION_TYPE_CODES as readonly string[]).includes(draft.notificationTypeCode)) {
    problems.push({ field: 'notificationTypeCode', message: 'Choose the type of notification.' });
  }
  if (!(NOTIFICATION_PRIORITY_CODES as readonly string[]).includes(draft.notificationPriorityCode)) {
    problems.push({ field: 'notificationPriorityCode', message: 'Choose the priority: RequireAction or Normal.' });
  }
  if (draft.callToAction) problems.push(...callToActionProblems(draft.callToAction, draft.audience));
  const audience = audienceProblem(draft.audience, context.channel);
  if (audience) problems.push({ field: 'audience', message: audience });
  const schedule = scheduleProblem(draft.scheduledFor, context.now);
  if (schedule) problems.push({ field: 'scheduledFor', message: schedule });
  return problems;
}

/** A scheduled send must be a real instant in the future, at most a year ahead. */
export function scheduleProblem(scheduledFor: string | null | undefined, now: Date): string | null {
  if (blank(scheduledFor)) return null;
  const at = Date.parse(scheduledFor!);
  if (Number.isNaN(at)) return 'The scheduled time is not a valid date and time.';
  if (at <= now.getTime()) return 'The scheduled time must be in the future.';
  if (at > now.getTime() + SCHEDULE_MAX_DAYS * 86_400_000) return 'The scheduled time must be within a year.';
  return null;
}
