import {
  compositionProblems,
  type CompositionField,
  type CompositionProblem,
} from '@tasman/domain/notifications/publishing/composition-problems';
import type { Channel } from '@tasman/domain/channel/channel';
import type { PublicationAudience, PublishNotificationRequest } from '@tasman/domain/contracts/notification-publishing';
import type { NotificationPriorityCode, NotificationTypeCode, PublishableLinkToCode } from '@tasman/domain/notifications/publishing/publishing-codes';

export type AudienceChoice = 'client' | 'account' | 'segment';
export type SegmentChoice = 'channel' | 'product' | 'prospects';

/** The compose form's values, as the inputs hold them. */
export interface ComposeState {
  subject: string;
  bodyText: string;
  notificationTypeCode: NotificationTypeCode;
  notificationPriorityCode: NotificationPriorityCode;
  dismissible: boolean;
  withCallToAction: boolean;
  linkToCode: PublishableLinkToCode | '';
  ctaLabel: string;
  linkToId: string;
  linkToUrl: string;
  audience: AudienceChoice;
  clientValue: string;
  accountValue: string;
  segment: SegmentChoice;
  productType: string;
  when: 'now' | 'later';
  /** A datetime-local value (yyyy-mm-ddThh:mm) on the staff member's clock. */
  sendAt: string;
}

export const EMPTY_COMPOSE: ComposeState = {
  subject: '',
  bodyText: '',
  notificationTypeCode: 'GENERAL',
  notificationPriorityCode: 'Normal',
  dismissible: true,
  withCallToAction: false,
  linkToCode: '',
  ctaLabel: '',
  linkToId: '',
  linkToUrl: '',
  audience: 'client',
  clientValue: '',
  accountValue: '',
  segment: 'channel',
  productType: '',
  when: 'now',
  sendAt: '',
};

export function audienceOf(state: ComposeState): PublicationAudience {
  switch (state.audience) {
    case 'client':
      return { kind: 'client', value: state.clientValue.trim() };
    case 'account':
      return { kind: 'account', value: state.accountValue.trim() };
    case 'segment':
      return state.segment === 'product' ? { kind: 'product', value: state.productType } : { kind: state.segment, value: null };
  }
}

/** A datetime-local value read on this browser's clock, as an ISO instant ('' when not a time). */
export function instantOf(localValue: string): string {
  if (!localValue) return '';
  const at = new Date(localValue);
  return Number.isNaN(at.getTime()) ? localValue : at.toISOString();
}

export function requestOf(state: ComposeState): PublishNotificationRequest {
  return {
    subject: state.subject,
    bodyText: state.bodyText,
    notificationTypeCode: state.notificationTypeCode,
    notificationPriorityCode: state.notificationPriorityCode,
    dismissible: state.dismissible,
    callToAction: state.withCallToAction
      ? {
          label: state.ctaLabel,
          linkToCode: state.linkToCode || null,
          linkToId: state.linkToId.trim() || null,
          linkToUrl: state.linkToUrl.trim() || null,
        }
      : null,
    audience: audienceOf(state),
    scheduledFor: state.when === 'later' ? instantOf(state.sendAt) || 'not given' : null,
  };
}

/** The domain's problems of the form as it stands, by field (the first of each); 'scheduledFor' for an empty time too. */
export function problemsOf(state: ComposeState, channel: Channel, now: Date): Partial<Record<CompositionField, string>> {
  const problems: CompositionProblem[] = compositionProblems(requestOf(state), { channel, now });
  const byField: Partial<Record<CompositionField, string>> = {};
  for (const problem of problems) byField[problem.field] ??= problem.message;
  if (state.when === 'later' && !state.sendAt) byField.scheduledFor = 'Choose when to send it.';
  return byField;
}
