import { describe, expect, it } from 'vitest';
import type { ProductType } from '../channel/channel.js';
import {
  fundDocumentButtons,
  fundDocumentProductCodes,
  governmentContributionTileAccount,
  showsValueOfAdvice,
  showsWealthFactFindInvitation,
  showsWealthProspectWelcome,
  type HomeTileViewer,
} from './home-tiles.js';

const viewer = (fields: Partial<HomeTileViewer>): HomeTileViewer => ({
  channel: 'NZ',
  isProspect: false,
  clientStatusCode: null,
  isRelatedOnly: false,
  openProducts: [],
  ...fields,
});

// spec 000 §2.5 'Fund fact sheet or fund update buttons need UT, KS (UTAUS for fact sheets) or
// related-only, and are not shown to prospects. Fund updates are hidden on the Australian portal.'
describe('fundDocumentButtons: the matrix of products, roles and portals', () => {
  const cases: Array<[string, Partial<HomeTileViewer>, boolean, boolean]> = [
    ['UT client (NZ)', { openProducts: ['UT'] }, true, true],
    ['KS client (NZ)', { openProducts: ['KS'] }, true, true],
    ['PW-only client', { openProducts: ['PW'] }, false, false],
    ['PE-only client', { openProducts: ['PE'] }, false, false],
    ['PW and PE client', { openProducts: ['PW', 'PE'] }, false, false],
    ['UT-AUS client (AU)', { channel: 'AU', openProducts: ['UT-AUS'] }, true, false],
    ['related-only user (NZ)', { isRelatedOnly: true }, true, true],
    ['related-only user (AU)', { channel: 'AU', isRelatedOnly: true }, true, false],
    ['prospect', { isProspect: true, clientStatusCode: 'PROSPECTPW' }, false, false],
    ['prospect holding UT', { isProspect: true, clientStatusCode: 'PROSPECTUT', openProducts: ['UT'] }, false, false],
    ['client with no accounts', {}, false, false],
  ];
  it.each(cases)('%s: fact sheets %s, fund updates %s', (_label, fields, factSheets, fundUpdates) => {
    expect(fundDocumentButtons(viewer(fields))).toEqual({ factSheets, fundUpdates });
  });

  it('never shows fund updates on the Australian portal, whatever is held', () => {
    const all: ProductType[] = ['KS', 'UT', 'UT-AUS', 'PW', 'PE'];
    for (const product of all) {
      expect(fundDocumentButtons(viewer({ channel: 'AU', openProducts: [product] })).fundUpdates).toBe(false);
    }
  });

  it('never shows either button to a prospect, whatever is held', () => {
    for (const code of ['PROSPECTPW', 'KSPROSPECT', 'PROSPECTUT']) {
      expect(fundDocumentButtons(viewer({ isProspect: true, clientStatusCode: code, openProducts: ['KS', 'UT'] }))).toEqual({
        factSheets: false,
        fundUpdates: false,
      });
    }
  });
});

describe('showsWealthProspectWelcome (spec 000 §2.5 PROSPECTPW)', () => {
  it('is for PROSPECTPW only', () => {
    expect(showsWealthProspectWelcome({ clientStatusCode: 'PROSPECTPW' })).toBe(true);
    expect(showsWealthProspectWelcome({ clientStatusCode: 'KSPROSPECT' })).toBe(false);
    expect(showsWealthProspectWelcome({ clientStatusCode: 'PROSPECTUT' })).toBe(false);
    expect(showsWealthProspectWelcome({ clientStatusCode: null })).toBe(false);
  });
});

describe('showsValueOfAdvice', () => {
  const pw = { productType: 'PW' as const, isDIMS: true, accountIsOpen: true, ownershipType: 'OWNER' as const };
  it('is for an open, owned, adviser-managed (DIMS) wealth-management account', () => {
    expect(showsValueOfAdvice({ isProspect: false }, pw)).toBe(true);
  });
  it('is never for a prospect (spec 000 §2.5)', () => {
    expect(showsValueOfAdvice({ isProspect: true }, pw)).toBe(false);
  });
  it('is not for a non-DIMS, closed, related or other-product account', () => {
    expect(showsValueOfAdvice({ isProspect: false }, { ...pw, isDIMS: false })).toBe(false);
    expect(showsValueOfAdvice({ isProspect: false }, { ...pw, accountIsOpen: false })).toBe(false);
    expect(showsValueOfAdvice({ isProspect: false }, { ...pw, ownershipType: 'RELATED' })).toBe(false);
    expect(showsValueOfAdvice({ isProspect: false }, { ...pw, productType: 'UT' })).toBe(false);
  });
});

describe('showsWealthFactFindInvitation (spec 000 §2.5)', () => {
  const base = { channel: 'NZ' as const, clientStatusCode: null, isProspect: false, ownedOpenProducts: ['KS', 'UT'] as ProductType[], hasOpenWealthFactFind: false };
  it('invites a NZ client without a wealth-management account', () => {
    expect(showsWealthFactFindInvitation(base)).toBe(true);
  });
  it('invites a PROSPECTPW prospect with no fact-find under way', () => {
    expect(showsWealthFactFindInvitation({ ...base, isProspect: true, clientStatusCode: 'PROSPECTPW', ownedOpenProducts: [] })).toBe(true);
  });
  it('shows the status instead while a wealth-management fact-find is under way', () => {
    expect(showsWealthFactFindInvitation({ ...base, hasOpenWealthFactFind: true })).toBe(false);
  });
  it('does not invite wealth-management clients, other prospects, or anyone on the Australian portal', () => {
    expect(showsWealthFactFindInvitation({ ...base, ownedOpenProducts: ['PW'] })).toBe(false);
    expect(showsWealthFactFindInvitation({ ...base, isProspect: true, clientStatusCode: 'KSPROSPECT' })).toBe(false);
    expect(showsWealthFactFindInvitation({ ...base, channel: 'AU', ownedOpenProducts: ['UT-AUS'] })).toBe(false);
  });
});

describe('governmentContributionTileAccount (spec 000 §2.5 government contribution tile)', () => {
  const ks = { productType: 'KS' as const, accountNumber: '700001', accountIsOpen: true, ownershipType: 'OWNER' as const };
  const base = { channel: 'NZ' as const, isProspect: false, settingOn: true, ownedAccounts: [ks] };
  it("checks the client's own open KiwiSaver account", () => {
    expect(governmentContributionTileAccount(base)).toBe('700001');
    expect(governmentContributionTileAccount({ ...base, ownedAccounts: [{ ...ks, accountIsOpen: false, accountNumber: '700000' }, ks] })).toBe('700001');
  });
  it('is not shown without an open owned KiwiSaver account, with the setting off, to prospects, or on the AU portal', () => {
    expect(governmentContributionTileAccount({ ...base, ownedAccounts: [{ ...ks, ownershipType: 'RELATED' }] })).toBeNull();
    expect(governmentContributionTileAccount({ ...base, ownedAccounts: [{ ...ks, productType: 'UT' }] })).toBeNull();
    expect(governmentContributionTileAccount({ ...base, settingOn: false })).toBeNull();
    expect(governmentContributionTileAccount({ ...base, isProspect: true })).toBeNull();
    expect(governmentContributionTileAccount({ ...base, channel: 'AU' })).toBeNull();
  });
});

describe('fundDocumentProductCodes', () => {
  it('lists the fund products held, UT-AUS for fact sheets only', () => {
    expect(fundDocumentProductCodes(viewer({ openProducts: ['PW', 'UT', 'KS', 'PE'] }), 'FactSheet')).toEqual(['KS', 'UT']);
    expect(fundDocumentProductCodes(viewer({ channel: 'AU', openProducts: ['UT-AUS'] }), 'FactSheet')).toEqual(['UT-AUS']);
    expect(fundDocumentProductCodes(viewer({ channel: 'AU', openProducts: ['UT-AUS'] }), 'FundUpdate')).toEqual([]);
  });
  it('treats a related-only user as holding KS, UT and PW (spec 000 §6)', () => {
    expect(fundDocumentProductCodes(viewer({ isRelatedOnly: true }), 'FundUpdate')).toEqual(['KS', 'UT', 'PW']);
  });
});
