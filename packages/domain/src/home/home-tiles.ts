import type { Channel, ProductType } from '../channel/channel.js';

export interface HomeTileViewer {
  channel: Channel;
  isProspect: boolean;
  clientStatusCode: string | null;
  isRelatedOnly: boolean;
  /** Product types of the open accounts the viewer owns or is related to. */
  openProducts: readonly ProductType[];
}

/** spec 000 §2.5 'Prospect status PROSPECTPW gets a welcome card and wealth management prospect tiles'. */
export function showsWealthProspectWelcome(viewer: Pick<HomeTileViewer, 'clientStatusCode'>): boolean {
  return viewer.clientStatusCode === 'PROSPECTPW';
}

export interface FundDocumentButtons {
  factSheets: boolean;
  fundUpdates: boolean;
}

/**
 * spec 000 §2.5: 'Fund fact sheet or fund update buttons need UT, KS (UTAUS for fact sheets) or
 * related-only, and are not shown to prospects. Fund updates are hidden on the Australian portal.'
 * Related-only users count as holding every fund product (spec 000 §6).
 */
export function fundDocumentButtons(viewer: HomeTileViewer): FundDocumentButtons {
  if (viewer.isProspect) return { factSheets: false, fundUpdates: false };
  const holds = (product: ProductType) => viewer.openProducts.includes(product);
  const fundProducts = viewer.isRelatedOnly || holds('UT') || holds('KS');
  return {
    factSheets: fundProducts || holds('UT-AUS'),
    fundUpdates: fundProducts && viewer.channel !== 'AU',
  };
}

/**
 * The value-of-advice card (issue 12): an adviser-managed portfolio (an open wealth-management
 * DIMS account the viewer owns) against its benchmark. Never for prospects (spec 000 §2.5).
 */
export function showsValueOfAdvice(
  viewer: Pick<HomeTileViewer, 'isProspect'>,
  account: { productType: ProductType; isDIMS: boolean; accountIsOpen: boolean; ownershipType: 'OWNER' | 'RELATED' },
): boolean {
  if (viewer.isProspect) return false;
  return account.productType === 'PW' && account.isDIMS && account.accountIsOpen && account.ownershipType === 'OWNER';
}

export interface WealthInvitationViewer {
  channel: Channel;
  clientStatusCode: string | null;
  isProspect: boolean;
  /** Product types of the client's own open accounts. */
  ownedOpenProducts: readonly ProductType[];
  /** A wealth-management fact-find that is not final (started, or with the manager). */
  hasOpenWealthFactFind: boolean;
}

/**
 * spec 000 §2.5 'a wealth management fact-find invitation': wealth management is a New Zealand
 * product, so on the NZ portal, for a client who has no wealth-management account and no
 * wealth-management fact-find under way (which shows its status instead). Of the prospects, only
 * wealth-management prospects (PROSPECTPW) are invited; KiwiSaver and unit trust prospects are
 * prospects for those products.
 */
export function showsWealthFactFindInvitation(viewer: WealthInvitationViewer): boolean {
  if (viewer.channel !== 'NZ' || viewer.hasOpenWealthFactFind) return false;
  if (viewer.isProspect && viewer.clientStatusCode !== 'PROSPECTPW') return false;
  return !viewer.ownedOpenProducts.includes('PW');
}

export interface GovernmentContributionTileViewer {
  channel: Channel;
  isProspect: boolean;
  /** The portal setting showGovtContributionContent (spec 001 'Check GOVT Contributions'). */
  settingOn: boolean;
  ownedAccounts: ReadonlyArray<{ productType: ProductType; accountNumber: string; accountIsOpen: boolean; ownershipType: 'OWNER' | 'RELATED' }>;
}

/**
 * spec 000 §2.5 'Government contribution tile': the KiwiSaver account the tile checks — the first
 * open KiwiSaver account the client owns — or null for no tile: KiwiSaver is a New Zealand scheme,
 * the portal setting must be on, and prospects see no fund insight tiles.
 */
export function governmentContributionTileAccount(viewer: GovernmentContributionTileViewer): string | null {
  if (viewer.channel !== 'NZ' || viewer.isProspect || !viewer.settingOn) return null;
  const kiwiSaver = viewer.ownedAccounts.find((a) => a.productType === 'KS' && a.accountIsOpen && a.ownershipType === 'OWNER');
  return kiwiSaver?.accountNumber ?? null;
}

/**
 * The product codes whose funds' documents the home's buttons list: the fund products the viewer
 * holds (KS and UT; UT-AUS for fact sheets), or KS, UT and PW for a related-only user (spec 000 §6).
 */
export function fundDocumentProductCodes(viewer: HomeTileViewer, kind: 'FactSheet' | 'FundUpdate'): ProductType[] {
  if (viewer.isRelatedOnly) return ['KS', 'UT', 'PW'];
  const offered: readonly ProductType[] = kind === 'FactSheet' ? ['KS', 'UT', 'UT-AUS'] : ['KS', 'UT'];
  return offered.filter((product) => viewer.openProducts.includes(product));
}
