import { describe, expect, it } from 'vitest';
import type { ProductHoldings } from '../auth/user-kind.js';
import { canSeeInvestNow, visibleNavEntries, type NavViewer } from './nav-entries.js';

const none: ProductHoldings = { KS: false, UT: false, 'UT-AUS': false, PW: false, PE: false };
const viewer = (overrides: Partial<NavViewer>): NavViewer => ({
  channel: 'NZ',
  userType: 'Client',
  isProspect: false,
  isRelatedOnly: false,
  hasAdviceTools: false,
  holds: none,
  ...overrides,
});
const labels = (v: NavViewer) => visibleNavEntries(v).map((e) => e.label);

// spec 000 §2.1, the side navigation visibility table, row by row.
describe('side navigation (spec 000 §2.1)', () => {
  it('always shows Home, The Investing Place and Contact Us', () => {
    for (const userType of ['Client', 'Staff', 'Intermediary'] as const) {
      for (const channel of ['NZ', 'AU'] as const) {
        const seen = labels(viewer({ userType, channel, isProspect: true }));
        expect(seen).toEqual(expect.arrayContaining(['Home', 'The Investing Place', 'Contact Us']));
      }
    }
  });

  it('shows Accounts to staff and intermediaries only', () => {
    expect(labels(viewer({ userType: 'Staff' }))).toContain('Accounts');
    expect(labels(viewer({ userType: 'Intermediary' }))).toContain('Accounts');
    expect(labels(viewer({ userType: 'Client' }))).not.toContain('Accounts');
  });

  it('shows Payments & Transfers when not related-only and holding UT, KS, UTAUS or PW', () => {
    for (const product of ['UT', 'KS', 'UT-AUS', 'PW'] as const) {
      expect(labels(viewer({ holds: { ...none, [product]: true } }))).toContain('Payments & Transfers');
    }
    expect(labels(viewer({ holds: { ...none, PE: true } }))).not.toContain('Payments & Transfers');
    expect(labels(viewer({}))).not.toContain('Payments & Transfers');
    const relatedOnly = viewer({ isRelatedOnly: true, holds: { ...none, KS: true, UT: true, PW: true } });
    expect(labels(relatedOnly)).not.toContain('Payments & Transfers');
  });

  it('shows Tools and Calculators with advice-tools access only', () => {
    expect(labels(viewer({ hasAdviceTools: true }))).toContain('Tools and Calculators');
    expect(labels(viewer({ hasAdviceTools: false }))).not.toContain('Tools and Calculators');
  });

  it('hides Reports & Statements and Transaction History from prospects', () => {
    expect(labels(viewer({ isProspect: true }))).not.toContain('Reports & Statements');
    expect(labels(viewer({ isProspect: true }))).not.toContain('Transaction History');
    expect(labels(viewer({ isProspect: false }))).toEqual(
      expect.arrayContaining(['Reports & Statements', 'Transaction History']),
    );
  });

  it('shows the Staff Console (issue 10) to staff only, on both portals, as the last entry', () => {
    for (const channel of ['NZ', 'AU'] as const) {
      expect(labels(viewer({ userType: 'Staff', channel })).at(-1)).toBe('Staff Console');
      expect(labels(viewer({ userType: 'Intermediary', channel, hasAdviceTools: true }))).not.toContain('Staff Console');
      expect(labels(viewer({ userType: 'Client', channel, holds: { ...none, KS: true } }))).not.toContain('Staff Console');
      expect(labels(viewer({ userType: 'Client', channel, isRelatedOnly: true }))).not.toContain('Staff Console');
    }
  });

  it('hides Foundation on the Australian portal', () => {
    expect(labels(viewer({ channel: 'AU' }))).not.toContain('Foundation');
    expect(labels(viewer({ channel: 'NZ' }))).toContain('Foundation');
  });

  it('lists a NZ client with KS and advice tools in the table order', () => {
    expect(labels(viewer({ hasAdviceTools: true, holds: { ...none, KS: true } }))).toEqual([
      'Home',
      'Payments & Transfers',
      'Tools and Calculators',
      'Reports & Statements',
      'Transaction History',
      'The Investing Place',
      'Foundation',
      'Contact Us',
    ]);
  });
});

describe('Invest Now (spec 000 §2.1)', () => {
  it('needs a non-staff user holding KS or UT', () => {
    expect(canSeeInvestNow({ userType: 'Client', holds: { ...none, KS: true } })).toBe(true);
    expect(canSeeInvestNow({ userType: 'Client', holds: { ...none, UT: true } })).toBe(true);
    expect(canSeeInvestNow({ userType: 'Client', holds: { ...none, PW: true, PE: true } })).toBe(false);
    expect(canSeeInvestNow({ userType: 'Staff', holds: { ...none, KS: true } })).toBe(false);
  });
});
