import type { Channel, ProductType } from '../channel/channel.js';

/** The two fund documents of spec 002 §3 'Documents' and §7: monthly fact sheets and quarterly fund updates. */
export const FUND_DOCUMENT_KINDS = ['FactSheet', 'FundUpdate'] as const;
export type FundDocumentKind = (typeof FUND_DOCUMENT_KINDS)[number];

/** The path segment of each list (spec 002 §7: {cache}/documents/factsheets and {cache}/documents/fundUpdates). */
export const FUND_DOCUMENT_PATH: Record<FundDocumentKind, 'factsheets' | 'fundUpdates'> = {
  FactSheet: 'factsheets',
  FundUpdate: 'fundUpdates',
};

/**
 * The products whose funds have fact sheets and fund updates: spec 000 §2.5 (the buttons need UT,
 * KS, UTAUS for fact sheets, or related-only, whose products count as KS, UT and PW, §6). Private
 * equity has its own quarterly reports, not fund documents.
 */
export const DOCUMENT_PRODUCTS: readonly ProductType[] = ['KS', 'UT', 'PW', 'UT-AUS'];

/** The list heading of each product (spec 002 §3 Documents 'name'). */
export const DOCUMENT_GROUP_NAME: Record<ProductType, string> = {
  KS: 'KiwiSaver Plan',
  UT: 'Investment Funds',
  PW: 'Wealth Management',
  PE: 'Private Equity',
  'UT-AUS': 'Australian Unit Trusts',
};

/**
 * Whether a channel publishes a kind: fund updates are the New Zealand FMC Regulations' quarterly
 * disclosure (Financial Markets Conduct Regulations 2014, Schedule 4), and the Australian portal
 * hides them (spec 000 §2.5).
 */
export function channelPublishes(channel: Channel, kind: FundDocumentKind): boolean {
  return kind === 'FactSheet' || channel === 'NZ';
}
