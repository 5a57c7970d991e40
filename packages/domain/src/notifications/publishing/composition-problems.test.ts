import { describe, expect, it } from 'vitest';
import { callToActionProblems, compositionProblems, scheduleProblem, type CompositionDraft } from './composition-problems.js';
import { PUBLISHABLE_LINK_TO_CODES, LINK_REQUIREMENT } from './publishing-codes.js';

const now = new Date('2026-11-25T01:00:00Z');
const draft = (over: Partial<CompositionDraft> = {}): CompositionDraft => ({
  subject: 'Your statement is ready',
  bodyText: 'Read it in **Reports & Statements**.',
  notificationTypeCode: 'STATEMENT',
  notificationPriorityCode: 'Normal',
  dismissible: true,
  callToAction: null,
  audience: { kind: 'channel' },
  scheduledFor: null,
  ...over,
});
const messages = (d: CompositionDraft) => compositionProblems(d, { channel: 'NZ', now }).map((p) => `${p.field}: ${p.message}`);

describe('a composed notification', () => {
  it('has no problem when complete', () => {
    expect(messages(draft())).toEqual([]);
  });

  it('needs a subject, a message, a known type and a priority of RequireAction or Normal', () => {
    expect(messages(draft({ subject: '  ', bodyText: '', notificationTypeCode: 'PARTY', notificationPriorityCode: 'Urgent' }))).toEqual([
      'subject: Enter a subject.',
      'bodyText: Enter the message.',
      'notificationTypeCode: Choose the type of notification.',
      'notificationPriorityCode: Choose the priority: RequireAction or Normal.',
    ]);
    expect(messages(draft({ subject: 'x'.repeat(201) }))).toEqual(['subject: The subject must be at most 200 characters.']);
  });

  it('reports an audience problem under audience', () => {
    expect(messages(draft({ audience: { kind: 'account', value: '' } }))).toEqual(['audience: Enter the account number.']);
  });
});

describe('call to action by linkToCode (spec 000 §2.6 table)', () => {
  const channel = { kind: 'channel' } as const;
  it('needs a label, since the button shows only with one', () => {
    expect(callToActionProblems({ linkToCode: 'CONTACT', label: ' ' }, channel)).toEqual([
      { field: 'callToAction.label', message: 'Enter the label of the call to action button.' },
    ]);
  });

  it('refuses a code outside the table, and TRANSACTION (it names one pending transaction)', () => {
    for (const code of ['TRANSACTION', 'GOTO', '', null]) {
      expect(callToActionProblems({ linkToCode: code, label: 'Go' }, channel)).toEqual([
        { field: 'callToAction.linkToCode', message: 'Choose where the call to action leads.' },
      ]);
    }
  });

  it('needs an https address for EXTERNALURL: not http, javascript:, a relative path or no host', () => {
    const cta = (linkToUrl: string | null) => callToActionProblems({ linkToCode: 'EXTERNALURL', label: 'Read more', linkToUrl }, channel);
    expect(cta('https://www.ird.govt.nz/kiwisaver')).toEqual([]);
    expect(cta(null)).toEqual([{ field: 'callToAction.linkToUrl', message: 'Enter the web address the call to action opens.' }]);
    for (const bad of ['http://example.com', 'javascript:alert(1)', '/reports', 'https://', 'www.example.com']) {
      expect(cta(bad), bad).toEqual([{ field: 'callToAction.linkToUrl', message: 'The web address must be a full address starting with https://' }]);
    }
  });

  it('needs the id of the post or review for BLOG and MONTHLYREVIEW', () => {
    expect(callToActionProblems({ linkToCode: 'BLOG', label: 'Read' }, channel)).toEqual([
      { field: 'callToAction.linkToId', message: 'Enter the id of the blog post to open.' },
    ]);
    expect(callToActionProblems({ linkToCode: 'MONTHLYREVIEW', label: 'Read', linkToId: '' }, channel)).toEqual([
      { field: 'callToAction.linkToId', message: 'Enter the id of the monthly review to open.' },
    ]);
    expect(callToActionProblems({ linkToCode: 'MONTHLYREVIEW', label: 'Read', linkToId: 'monthly-review-2026-10' }, channel)).toEqual([]);
  });

  it("takes an account for REPORTS only when it is the audience's account", () => {
    expect(callToActionProblems({ linkToCode: 'REPORTS', label: 'View' }, channel)).toEqual([]);
    expect(callToActionProblems({ linkToCode: 'REPORTS', label: 'View', linkToId: 'N100' }, { kind: 'account', value: 'N100' })).toEqual([]);
    expect(callToActionProblems({ linkToCode: 'REPORTS', label: 'View', linkToId: 'N100' }, { kind: 'client', value: 'C1' })).toHaveLength(1);
  });

  it('refuses an id or an address on codes that take none', () => {
    expect(callToActionProblems({ linkToCode: 'CONTACT', label: 'Call us', linkToId: '7' }, channel)).toEqual([
      { field: 'callToAction.linkToId', message: 'A CONTACT call to action takes no id.' },
    ]);
    expect(callToActionProblems({ linkToCode: 'NEWS', label: 'News', linkToUrl: 'https://a.nz' }, channel)).toEqual([
      { field: 'callToAction.linkToUrl', message: 'A NEWS call to action takes no web address.' },
    ]);
  });

  it('accepts every publishable code with just what its requirement asks for', () => {
    for (const code of PUBLISHABLE_LINK_TO_CODES) {
      const requirement = LINK_REQUIREMENT[code];
      const cta = {
        linkToCode: code,
        label: 'Go',
        linkToId: requirement === 'content-id' ? 'blog-staying-invested' : null,
        linkToUrl: requirement === 'https-url' ? 'https://example.com/page' : null,
      };
      expect(callToActionProblems(cta, channel), code).toEqual([]);
    }
  });
});

describe('schedule', () => {
  it('is in the future, within a year, and a real instant', () => {
    expect(scheduleProblem(null, now)).toBeNull();
    expect(scheduleProblem('2026-11-25T02:00:00Z', now)).toBeNull();
    expect(scheduleProblem('2026-11-25T01:00:00Z', now)).toBe('The scheduled time must be in the future.');
    expect(scheduleProblem('2027-12-01T00:00:00Z', now)).toBe('The scheduled time must be within a year.');
    expect(scheduleProblem('tomorrow', now)).toBe('The scheduled time is not a valid date and time.');
  });
});
