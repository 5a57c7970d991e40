/**
 * The e-mails that follow the client's communication preferences, each with the comms category it
 * belongs to (spec 002 §3 'Comms preference'). Every other e-mail is a service e-mail (password
 * links, security notices, deposit instructions, profile change notices) and always goes.
 */
export const PREFERENCE_EMAIL_CATEGORY = {
  'fund-update': 'FUNDUPDATES',
  'market-insights-newsletter': 'INSIGHTS',
  'event-invitation': 'EVENTS',
  'product-offer': 'OFFERS',
} as const;
export type PreferenceEmailKind = keyof typeof PREFERENCE_EMAIL_CATEGORY;

export function isPreferenceEmailKind(kind: string): kind is PreferenceEmailKind {
  return Object.hasOwn(PREFERENCE_EMAIL_CATEGORY, kind);
}

/** A client's stored answer for one category's Email channel; null: the client has never chosen. */
export interface EmailConsentFacts {
  unsubscribedFromAllEmails: boolean;
  categoryEmailSubscribed: boolean | null;
}

export type EmailConsent = { send: true } | { send: false; reason: 'unsubscribed-from-all' | 'not-subscribed' };

/**
 * Whether a marketing or newsletter e-mail may go to a client: never after 'unsubscribe from all
 * emails', and only when the category's Email channel is on. No recorded choice is no consent: the
 * Unsolicited Electronic Messages Act 2007 (NZ, s 9) and the Spam Act 2003 (Cth, s 16) forbid
 * commercial e-mail without consent.
 */
export function marketingEmailConsent(facts: EmailConsentFacts): EmailConsent {
  if (facts.unsubscribedFromAllEmails) return { send: false, reason: 'unsubscribed-from-all' };
  if (facts.categoryEmailSubscribed !== true) return { send: false, reason: 'not-subscribed' };
  return { send: true };
}
