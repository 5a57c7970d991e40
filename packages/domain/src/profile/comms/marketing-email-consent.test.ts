import { describe, expect, it } from 'vitest';
import { isPreferenceEmailKind, marketingEmailConsent, PREFERENCE_EMAIL_CATEGORY } from './marketing-email-consent.js';

describe('marketing and newsletter e-mail consent', () => {
  it('sends only when the category Email channel is on and the client has not unsubscribed from all', () => {
    expect(marketingEmailConsent({ unsubscribedFromAllEmails: false, categoryEmailSubscribed: true })).toEqual({ send: true });
    expect(marketingEmailConsent({ unsubscribedFromAllEmails: false, categoryEmailSubscribed: false })).toEqual({ send: false, reason: 'not-subscribed' });
    expect(marketingEmailConsent({ unsubscribedFromAllEmails: true, categoryEmailSubscribed: true })).toEqual({ send: false, reason: 'unsubscribed-from-all' });
  });
  it('treats a client who never chose as not consenting (UEMA 2007 s 9; Spam Act 2003 s 16)', () => {
    expect(marketingEmailConsent({ unsubscribedFromAllEmails: false, categoryEmailSubscribed: null })).toEqual({ send: false, reason: 'not-subscribed' });
  });
  it('knows the marketing kinds and no service kind', () => {
    expect(Object.keys(PREFERENCE_EMAIL_CATEGORY).every(isPreferenceEmailKind)).toBe(true);
    for (const service of ['password-reset', 'password-setup', 'security-notice', 'deposit-instructions', 'toString']) {
      expect(isPreferenceEmailKind(service)).toBe(false);
    }
  });
});
