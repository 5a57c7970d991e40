import Decimal from 'decimal.js';
import { channelConfig, localDateOf, sortAccounts, type AccountListResponse, type AccountSummary } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../auth/auth-context.js';
import { valueAccounts } from './account-balances.js';
import * as repo from './accounts.repo.js';

/**
 * spec 000 §3 'Account list': owned and related accounts with their current valuation, sorted PW,
 * UT, KS, PE, then balance descending. Returns over periods come with the materialised daily
 * valuations (accounts issue); they are not part of this answer yet.
 */
export async function listAccounts(db: Db, auth: AuthContext, now: Date = new Date()): Promise<AccountListResponse> {
  if (!auth.clientId) return { ownedList: [], relatedList: [], portfolioSummary: [] };
  const rows = await repo.findAccountsOfClient(db, auth.clientId);
  const today = localDateOf(now, channelConfig(auth.channel).timeZone);
  const valuations = await valueAccounts(db, rows.map((r) => r.accountId), today);
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
    balance: valuations.get(r.accountId)?.balance.toNumber() ?? null,
    balanceAsAtDate: valuations.get(r.accountId)?.balanceAsAtDate ?? null,
    pir: null,
    returnPercentage12Month: null,
    returnValue12Month: null,
    returnPercentageSinceInception: null,
    returnValueSinceInception: null,
    sinceInceptionPerAnnum: false,
    returnAsAtDate: null,
  }));
  const owned = sortAccounts(list.filter((a) => a.ownershipType === 'OWNER'));
  const related = sortAccounts(list.filter((a) => a.ownershipType === 'RELATED'));
  const openOwned = owned.filter((a) => a.accountIsOpen);
  const productCodes = [...new Set(openOwned.map((a) => a.productType))];
  return {
    ownedList: owned,
    relatedList: related,
    portfolioSummary: productCodes.map((productCode) => ({
      productCode,
      totalValuation: openOwned
        .filter((a) => a.productType === productCode)
        .reduce((total, a) => total.plus(a.balance ?? 0), new Decimal(0))
        .toNumber(),
    })),
  };
}
