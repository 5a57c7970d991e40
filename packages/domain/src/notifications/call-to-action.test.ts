import { describe, expect, it } from 'vitest';
import type { Notification } from '../contracts/notifications.js';
import { callToActionTarget, hasCallToAction, LINK_TO_CODES, safeExternalUrl, type CallToActionTarget } from './call-to-action.js';

type Source = Pick<Notification, 'callToAction' | 'accountNumber'>;

function cta(linkToCode: string | null, extra: Partial<NonNullable<Notification['callToAction']>> = {}, accountNumber: string | null = null): Source {
  return { accountNumber, callToAction: { label: 'Go', linkToCode, linkToId: null, linkToUrl: null, ...extra } };
}

const route = (to: string, via?: string): CallToActionTarget => (via ? { kind: 'route', to, via } : { kind: 'route', to });

describe('callToActionTarget: the linkToCode table of spec 000 §2.6', () => {
  it.each<[string, Source, CallToActionTarget]>([
    ['PROFILECHECK', cta('PROFILECHECK'), route('/profile/details')],
    ['BLOG', cta('BLOG', { linkToId: 'blog-staying-invested' }), route('/notifications?webView=blog-staying-invested')],
    ['MONTHLYREVIEW', cta('MONTHLYREVIEW', { linkToId: 'monthly-review-2026-10' }), route('/notifications?webView=monthly-review-2026-10')],
    ['CONTACT', cta('CONTACT'), route('/contact')],
    ['DAIF (/tools, then /investment-funds-advice)', cta('DAIF'), route('/investment-funds-advice', '/tools')],
    ['DAKS (/tools, then the KiwiSaver advice button)', cta('DAKS'), route('/tools?open=kiwisaver-advice')],
    ['EXTERNALURL', cta('EXTERNALURL', { linkToUrl: 'https://tasman.example.nz/security' }), { kind: 'external', url: 'https://tasman.example.nz/security' }],
    ['NEWS', cta('NEWS'), route('/news/news-list')],
    ['REPORTS', cta('REPORTS', { linkToId: '700101' }), route('/reports-and-statements?accountNumber=700101')],
    ['TRANSACTIONHISTORY', cta('TRANSACTIONHISTORY', { linkToId: '700202' }), route('/transactions?accountNumber=700202')],
    ['LIFE', cta('LIFE'), route('/profile/summary')],
    ['TOOLS (our target)', cta('TOOLS'), route('/tools')],
    ['DISMISS', cta('DISMISS'), { kind: 'dismiss' }],
  ])('%s', (_name, source, expected) => {
    expect(callToActionTarget(source)).toEqual(expected);
  });

  it('ONLINETRANSACTION: /transacting with accountType and accountNumber', () => {
    const productTypeOf = (n: string) => (n === '700303' ? 'KS' : null);
    expect(callToActionTarget(cta('ONLINETRANSACTION', { linkToId: '700303' }), { productTypeOf })).toEqual(
      route('/transacting?accountType=KS&accountNumber=700303'),
    );
    // An account the list does not know: no accountType rather than a guessed one.
    expect(callToActionTarget(cta('ONLINETRANSACTION', {}, '700404'), { productTypeOf })).toEqual(route('/transacting?accountNumber=700404'));
  });

  it('TRANSACTION: /transacting with account, view=pending-approvals and transactionId (linkToId is the transaction)', () => {
    expect(callToActionTarget(cta('TRANSACTION', { linkToId: 'tx-42' }, '700505'))).toEqual(
      route('/transacting?account=700505&view=pending-approvals&transactionId=tx-42'),
    );
  });

  it('account codes fall back to the notification account when linkToId is empty', () => {
    expect(callToActionTarget(cta('REPORTS', { linkToId: '  ' }, '700606'))).toEqual(route('/reports-and-statements?accountNumber=700606'));
    expect(callToActionTarget(cta('REPORTS'))).toEqual(route('/reports-and-statements'));
  });

  it('STANDINGINSTRUCTION (our target): the standing instructions view of /transacting for the account', () => {
    expect(callToActionTarget(cta('STANDINGINSTRUCTION', {}, '700707'))).toEqual(
      route('/transacting?accountNumber=700707&view=standing-instructions'),
    );
  });

  it('GOVTCONTRIBUTION (ours) opens the government contribution check of the account, and needs one', () => {
    expect(callToActionTarget(cta('GOVTCONTRIBUTION', { linkToId: '700808' }))).toEqual({ kind: 'government-contribution', accountNumber: '700808' });
    expect(callToActionTarget(cta('GOVTCONTRIBUTION'))).toEqual({ kind: 'none' });
  });

  it('escapes ids in the query, so an id cannot add parameters', () => {
    const target = callToActionTarget(cta('MONTHLYREVIEW', { linkToId: 'a&view=2#x' }));
    expect(target).toEqual(route('/notifications?webView=a%26view%3D2%23x'));
    const query = (target as { to: string }).to.split('?')[1]!.split('&');
    expect(query).toHaveLength(1);
    expect(decodeURIComponent(query[0]!.slice('webView='.length))).toBe('a&view=2#x');
  });

  it('is case-insensitive in the code and ignores surrounding spaces', () => {
    expect(callToActionTarget(cta(' contact '))).toEqual(route('/contact'));
  });

  it('leads nowhere for an unknown code, no code, no call to action, a BLOG without id', () => {
    expect(callToActionTarget(cta('SOMETHINGELSE'))).toEqual({ kind: 'none' });
    expect(callToActionTarget(cta(null))).toEqual({ kind: 'none' });
    expect(callToActionTarget({ accountNumber: null, callToAction: null })).toEqual({ kind: 'none' });
    expect(callToActionTarget(cta('BLOG'))).toEqual({ kind: 'none' });
  });

  it('every code of the table leads somewhere given what it needs (no code silently falls through)', () => {
    for (const code of LINK_TO_CODES) {
      const target = callToActionTarget(cta(code, { linkToId: '700909', linkToUrl: 'https://example.org/' }, '700909'));
      expect(target.kind, code).not.toBe('none');
    }
  });
});

describe('safeExternalUrl', () => {
  it('accepts http and https addresses only', () => {
    expect(safeExternalUrl('https://example.org/a?b=1')).toBe('https://example.org/a?b=1');
    expect(safeExternalUrl(' HTTP://example.org ')).toBe('HTTP://example.org');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>1</script>',
      '/relative',
      '//example.org',
      'vbscript:x',
      'https://',
      'https://user@evil.example',
      'https:\\\\evil.example',
      'https://exa mple.org',
      'https://example.org/\u0000x',
      'java\tscript:alert(1)',
      '',
      null,
      undefined,
    ]) {
      expect(safeExternalUrl(bad), String(bad)).toBeNull();
    }
  });
  it('an EXTERNALURL with an unsafe address has no target', () => {
    expect(callToActionTarget(cta('EXTERNALURL', { linkToUrl: 'javascript:alert(document.cookie)' }))).toEqual({ kind: 'none' });
  });
});

describe('hasCallToAction (spec 000 §2.6: the button appears only when a label exists)', () => {
  it('needs a label and a target', () => {
    expect(hasCallToAction(cta('CONTACT'))).toBe(true);
    expect(hasCallToAction({ accountNumber: null, callToAction: { label: null, linkToCode: 'CONTACT', linkToId: null, linkToUrl: null } })).toBe(false);
    expect(hasCallToAction({ accountNumber: null, callToAction: { label: ' ', linkToCode: 'CONTACT', linkToId: null, linkToUrl: null } })).toBe(false);
    expect(hasCallToAction(cta('UNKNOWN'))).toBe(false);
  });
});
