import { sortAccounts, type AccountListResponse, type AccountSummary } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../auth/auth-context.js';
import * as repo from './accounts.repo.js';

/**
 * spec 000 §3 'Account list'. Balances and returns come from the investment engine (the accounts
 * issue); until then they are null here, so no screen can show an invented figure.
 */
export async function listAccounts(db: Db, auth: AuthContext): Promise<AccountListResponse> {
  if (!auth.clientId) return { ownedList: [], relatedList: [], portfolioSummary: [] };
  const rows = await repo.findAccountsOfClient(db, auth.clientId);
  const list: AccountSummary[] = rows.map((r) => ({
    accountId: r.accountId,
    accountNumber: r.accountNumber,
    accountNumberAlternative: r.accountNumberAlternative,
    accountName: r.accountName,
    productType: r.productType,
    accountType: r.accountType,
    accountStatus: r.accountStatus,
    accountIsOpen: r.accountStatus === 'O',
    ownershipType: r.ownershipType,
    signupDate: r.signupDate,
    isDIMS: r.isDims,
    portfolioAssetAllocation: null,
    balance: null,
    balanceAsAtDate: null,
  }));
  const owned = sortAccounts(list.filter((a) => a.ownershipType === 'OWNER'));
  const related = sortAccounts(list.filter((a) => a.ownershipType === 'RELATED'));
  const productCodes = [...new Set(owned.filter((a) => a.accountIsOpen).map((a) => a.productType))];
  return {
    ownedList: owned,
    relatedList: related,
    portfolioSummary: productCodes.map((productCode) => ({ productCode, totalValuation: null })),
  };
}
