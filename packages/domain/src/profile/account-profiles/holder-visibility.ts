import type { AccountTypeName } from './account-type.js';

/** spec 002 §6: the account holders table is hidden for Individual and Applicant accounts. */
export function showsHolderTable(accountType: AccountTypeName): boolean {
  return accountType !== 'Individual' && accountType !== 'Applicant';
}

/**
 * The holders the Account Profiles tab lists (spec 002 §6): none where the table is hidden; for
 * Company and Trust accounts, everyone but the holders whose role is Owner (the company or trust
 * itself); everyone on a Joint account. The role is compared without regard to case or spaces.
 */
export function visibleHolders<H extends { role: string }>(accountType: AccountTypeName, holders: readonly H[]): H[] {
  if (!showsHolderTable(accountType)) return [];
  if (accountType === 'Company' || accountType === 'Trust') {
    return holders.filter((h) => h.role.trim().toLowerCase() !== 'owner');
  }
  return [...holders];
}
