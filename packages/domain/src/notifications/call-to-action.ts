import type { Notification } from '../contracts/notifications.js';

/**
 * Where a notification's call to action leads (spec 000 §2.6, the linkToCode table).
 * - route: a page of the portal; `via` is a page to pass through first (DAIF: /tools, then
 *   /investment-funds-advice), so Back returns there.
 * - external: an http(s) address opened in a new tab with noopener and noreferrer.
 * - dismiss: the notification is dismissed (DISMISS).
 * - government-contribution: the government contribution check of that KiwiSaver account (our code
 *   GOVTCONTRIBUTION, issue 12: the modal opens 'from notifications').
 * - none: the code is unknown or lacks what it needs; the button is not shown.
 */
export type CallToActionTarget =
  | { kind: 'route'; to: string; via?: string }
  | { kind: 'external'; url: string }
  | { kind: 'dismiss' }
  | { kind: 'government-contribution'; accountNumber: string }
  | { kind: 'none' };

/** The codes of the spec's table, plus GOVTCONTRIBUTION (ours). */
export const LINK_TO_CODES = [
  'PROFILECHECK',
  'BLOG',
  'MONTHLYREVIEW',
  'CONTACT',
  'DAIF',
  'DAKS',
  'EXTERNALURL',
  'NEWS',
  'ONLINETRANSACTION',
  'REPORTS',
  'TRANSACTIONHISTORY',
  'TRANSACTION',
  'LIFE',
  'TOOLS',
  'STANDINGINSTRUCTION',
  'DISMISS',
  'GOVTCONTRIBUTION',
] as const;
export type LinkToCode = (typeof LINK_TO_CODES)[number];

/** The query value /tools reads to open its KiwiSaver advice button (DAKS). */
export const TOOLS_OPEN_KIWISAVER_ADVICE = 'kiwisaver-advice';

export interface CallToActionContext {
  /** The product type (e.g. 'KS', 'UT') of one of the user's accounts, or null when not known. */
  productTypeOf?: (accountNumber: string) => string | null;
}

type CallToActionSource = Pick<Notification, 'callToAction' | 'accountNumber'>;

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/**
 * An absolute http or https address with a host (never javascript:, data:, a relative or
 * protocol-relative path, user info before the host, spaces or control characters), else null.
 */
const SAFE_EXTERNAL = /^https?:\/\/[^\s/?#@\\]+(?:[/?#][^\s]*)?$/i;

export function safeExternalUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text || [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  return SAFE_EXTERNAL.test(text) ? text : null;
}

function blank(value: string | null | undefined): value is null | undefined | '' {
  return value === null || value === undefined || value.trim() === '';
}

/**
 * The target of a notification's call to action (spec 000 §2.6). Account codes take the account from
 * linkToId, else from the notification's own account. TOOLS leads to /tools; STANDINGINSTRUCTION to
 * the standing instructions view of /transacting for the account (our design: the spec gives no target).
 */
export function callToActionTarget(notification: CallToActionSource, context: CallToActionContext = {}): CallToActionTarget {
  const action = notification.callToAction;
  if (!action?.linkToCode) return { kind: 'none' };
  const code = action.linkToCode.trim().toUpperCase();
  const linkToId = blank(action.linkToId) ? null : action.linkToId.trim();
  const accountNumber = linkToId ?? (blank(notification.accountNumber) ? null : notification.accountNumber);

  switch (code as LinkToCode) {
    case 'PROFILECHECK':
      return { kind: 'route', to: '/profile/details' };
    case 'BLOG':
    case 'MONTHLYREVIEW':
      return linkToId ? { kind: 'route', to: withQuery('/notifications', { webView: linkToId }) } : { kind: 'none' };
    case 'CONTACT':
      return { kind: 'route', to: '/contact' };
    case 'DAIF':
      return { kind: 'route', via: '/tools', to: '/investment-funds-advice' };
    case 'DAKS':
      return { kind: 'route', to: withQuery('/tools', { open: TOOLS_OPEN_KIWISAVER_ADVICE }) };
    case 'EXTERNALURL': {
      const url = safeExternalUrl(action.linkToUrl);
      return url ? { kind: 'external', url } : { kind: 'none' };
    }
    case 'NEWS':
      return { kind: 'route', to: '/news/news-list' };
    case 'ONLINETRANSACTION':
      return {
        kind: 'route',
        to: withQuery('/transacting', {
          accountType: accountNumber ? (context.productTypeOf?.(accountNumber) ?? null) : null,
          accountNumber,
        }),
      };
    case 'REPORTS':
      return { kind: 'route', to: withQuery('/reports-and-statements', { accountNumber }) };
    case 'TRANSACTIONHISTORY':
      return { kind: 'route', to: withQuery('/transactions', { accountNumber }) };
    case 'TRANSACTION': {
      // linkToId is the transaction here, so the account is the notification's own.
      const account = blank(notification.accountNumber) ? null : notification.accountNumber;
      return {
        kind: 'route',
        to: withQuery('/transacting', { account, view: 'pending-approvals', transactionId: linkToId }),
      };
    }
    case 'LIFE':
      return { kind: 'route', to: '/profile/summary' };
    case 'TOOLS':
      return { kind: 'route', to: '/tools' };
    case 'STANDINGINSTRUCTION':
      return { kind: 'route', to: withQuery('/transacting', { accountNumber, view: 'standing-instructions' }) };
    case 'DISMISS':
      return { kind: 'dismiss' };
    case 'GOVTCONTRIBUTION':
      return accountNumber ? { kind: 'government-contribution', accountNumber } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/**
 * spec 000 §2.6: the call-to-action button appears only when a label exists. We also hide it when
 * the code leads nowhere (unknown code, EXTERNALURL without a safe address, BLOG without its id).
 */
export function hasCallToAction(notification: CallToActionSource, context: CallToActionContext = {}): boolean {
  const label = notification.callToAction?.label;
  return !blank(label) && callToActionTarget(notification, context).kind !== 'none';
}
