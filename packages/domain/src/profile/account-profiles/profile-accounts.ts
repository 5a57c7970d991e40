/** An account as the profile area sees it. */
export interface ProfileAccountLike {
  productType: string;
  accountIsOpen: boolean;
}

/** spec 002 §6: wealth-management (PW) accounts are excluded from the profile account selector. */
export function profileAccounts<A extends ProfileAccountLike>(accounts: readonly A[]): A[] {
  return accounts.filter((a) => a.productType !== 'PW');
}

/** spec 002 §2.4: the Account Profiles tab is shown only if any open account is not of product type PW. */
export function showsAccountProfiles(accounts: readonly ProfileAccountLike[]): boolean {
  return accounts.some((a) => a.accountIsOpen && a.productType !== 'PW');
}
