import { LINK_TO_CODES, type LinkToCode } from '../call-to-action.js';

/**
 * The codes a staff member chooses from when composing a notification (issue 12 'Publishing
 * notifications'). Type codes are the ones the notification icons know (the demo's notifications
 * use each of them); link codes are the spec's linkToCode table (spec 000 §2.6).
 */
export const NOTIFICATION_TYPE_CODES = [
  'GENERAL',
  'ACCOUNT',
  'ADVISER',
  'BLOG',
  'KIWISAVER',
  'MONTHLYREVIEW',
  'NEWS',
  'PROFILE',
  'SECURITY',
  'STATEMENT',
] as const;
export type NotificationTypeCode = (typeof NOTIFICATION_TYPE_CODES)[number];

export const NOTIFICATION_PRIORITY_CODES = ['Normal', 'RequireAction'] as const;
export type NotificationPriorityCode = (typeof NOTIFICATION_PRIORITY_CODES)[number];

/**
 * The linkToCode table of spec 000 §2.6, less TRANSACTION: that one names a single pending
 * transaction (linkToId is the transaction's id), which only the transaction's own notification can
 * know, never a message composed for an audience.
 */
export type PublishableLinkToCode = Exclude<LinkToCode, 'TRANSACTION'>;
export const PUBLISHABLE_LINK_TO_CODES: readonly PublishableLinkToCode[] = LINK_TO_CODES.filter(
  (code): code is PublishableLinkToCode => code !== 'TRANSACTION',
);

/** What each code needs besides its label (spec 000 §2.6 targets). */
export type LinkRequirement = 'content-id' | 'https-url' | 'account' | 'nothing';

export const LINK_REQUIREMENT: Record<PublishableLinkToCode, LinkRequirement> = {
  PROFILECHECK: 'nothing',
  BLOG: 'content-id',
  MONTHLYREVIEW: 'content-id',
  CONTACT: 'nothing',
  DAIF: 'nothing',
  DAKS: 'nothing',
  EXTERNALURL: 'https-url',
  NEWS: 'nothing',
  ONLINETRANSACTION: 'account',
  REPORTS: 'account',
  TRANSACTIONHISTORY: 'account',
  LIFE: 'nothing',
  TOOLS: 'nothing',
  STANDINGINSTRUCTION: 'account',
  DISMISS: 'nothing',
  GOVTCONTRIBUTION: 'account',
};

/** Where each code leads, as the compose form describes it (spec 000 §2.6 table). */
export const LINK_TO_CODE_DESCRIPTIONS: Record<PublishableLinkToCode, string> = {
  PROFILECHECK: 'Profile details',
  BLOG: 'A blog post, opened in Notifications',
  MONTHLYREVIEW: 'A monthly review, opened in Notifications',
  CONTACT: 'Contact us',
  DAIF: 'Investment funds advice',
  DAKS: 'KiwiSaver advice (Tools)',
  EXTERNALURL: 'A web address, in a new tab',
  NEWS: 'News',
  ONLINETRANSACTION: 'Transact on the account',
  REPORTS: 'Reports & Statements',
  TRANSACTIONHISTORY: 'Transaction History',
  LIFE: 'Profile summary',
  TOOLS: 'Tools',
  STANDINGINSTRUCTION: 'Standing instructions of the account',
  DISMISS: 'Dismisses the notification',
  GOVTCONTRIBUTION: 'The government contribution check of the KiwiSaver account',
};

export const isPublishableLinkToCode = (code: string): code is PublishableLinkToCode =>
  (PUBLISHABLE_LINK_TO_CODES as readonly string[]).includes(code);
