import type { ProductType } from '../channel/channel.js';

export const USER_TYPES = ['Client', 'Staff', 'Intermediary'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** spec 000 §3: client status codes that mark a prospect. */
export const PROSPECT_STATUS_CODES = ['PROSPECTPW', 'KSPROSPECT', 'PROSPECTUT'] as const;

export function isProspectStatus(code: string | null | undefined): boolean {
  return code != null && (PROSPECT_STATUS_CODES as readonly string[]).includes(code);
}

export interface HeldAccount {
  productType: ProductType;
  ownershipType: 'OWNER' | 'RELATED';
  accountIsOpen: boolean;
}

export type ProductHoldings = Record<ProductType, boolean>;

/**
 * A related-accounts-only user holds related accounts and owns none (spec 000 §2.5, §6).
 * Staff and advisers are never related-only.
 */
export function isRelatedOnly(userType: UserType, accounts: readonly HeldAccount[]): boolean {
  if (userType !== 'Client') return false;
  const open = accounts.filter((a) => a.accountIsOpen);
  return open.some((a) => a.ownershipType === 'RELATED') && !open.some((a) => a.ownershipType === 'OWNER');
}

/**
 * Which product types the user holds, from open owned accounts (spec 000 §3 'a flag for holding
 * each product type'). Spec 000 §6: for related-only users, fund products count as all of KS, UT and PW.
 */
export function productHoldings(userType: UserType, accounts: readonly HeldAccount[]): ProductHoldings {
  const held: ProductHoldings = { KS: false, UT: false, 'UT-AUS': false, PW: false, PE: false };
  const relatedOnly = isRelatedOnly(userType, accounts);
  for (const account of accounts) {
    if (!account.accountIsOpen) continue;
    if (account.ownershipType === 'OWNER') held[account.productType] = true;
  }
  if (relatedOnly) {
    held.KS = true;
    held.UT = true;
    held.PW = true;
  }
  return held;
}
