import Decimal from 'decimal.js';
import { sortAccounts, type AccountListResponse, type AccountSummary } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../auth/auth-context.js';
import { requireAccountAccess } from './account-access.js';
import { accountReturns, type AccountReturns } from './account-returns.js';
import * as repo from './accounts.repo.js';

/**
 * spec 000 §3 'Account list': owned and related accounts with their current valuation and returns
 * (from the materialised daily valuations), sorted PW, UT, KS, PE, then balance descending.
 */
export async function listAccounts(db: Db, auth: AuthContext): Promise<AccountListResponse> {
  if (!auth.clientId) return { ownedList: [], relatedList: [], portfolioSummary: [] };
  const rows = await repo.findAccountsOfClient(db, auth.clientId);
  const returns = await accountReturns(
    db,
    rows.map((r) => ({ id: r.accountId, productType: r.productType, signupDate: r.signupDate })),
    new Map(rows.flatMap((r) => (r.summary ? [[r.accountId, { summary: r.summary, queued: r.queued }] as const] : []))),
  );
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
    portfolioAssetAllocation: r.strategyName,
    balance: returns.get(r.accountId)?.balance ?? null,
    balanceAsAtDate: returns.get(r.accountId)?.balanceAsAtDate ?? null,
    pir: pirPercent(r.pir),
    ...returnFields(returns.get(r.accountId)),
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

/** The PIR as a percentage (0.28 stored → 28). */
function pirPercent(pir: string | null): number | null {
  return pir === null ? null : new Decimal(pir).times(100).toNumber();
}

function returnFields(returns: AccountReturns | undefined) {
  return {
    returnPercentage12Month: returns?.returnPercentage12Month ?? null,
    returnValue12Month: returns?.returnValue12Month ?? null,
    returnPercentageSinceInception: returns?.returnPercentageSinceInception ?? null,
    returnValueSinceInception: returns?.returnValueSinceInception ?? null,
    sinceInceptionPerAnnum: returns?.sinceInceptionPerAnnum ?? false,
    returnAsAtDate: returns?.returnAsAtDate ?? null,
  };
}

/**
 * Account by number (spec 001 §7 'Account by id'): the same summary as the list, for any account
 * the caller may see. ownershipType is the caller's own relation for a client, OWNER otherwise.
 */
export async function getAccount(db: Db, auth: AuthContext, accountNumber: string): Promise<AccountSummary> {
  const account = await requireAccountAccess(db, auth, accountNumber);
  const returns = await accountReturns(
    db,
    [{ id: account.id, productType: account.productType, signupDate: account.signupDate }],
    account.valuation ? new Map([[account.id, account.valuation]]) : new Map(),
  );
  const figures = returns.get(account.id);
  return {
    accountId: account.id,
    accountNumber: account.accountNumber,
    accountNumberAlternative: account.accountNumberAlternative,
    accountName: account.accountName,
    productType: account.productType,
    accountType: account.accountType,
    accountStatus: account.accountStatus,
    accountIsOpen: account.accountStatus === 'O',
    ownershipType: account.ownershipType ?? 'OWNER',
    signupDate: account.signupDate,
    isDIMS: account.isDims,
    portfolioAssetAllocation: account.strategyName,
    balance: figures?.balance ?? null,
    balanceAsAtDate: figures?.balanceAsAtDate ?? null,
    pir: pirPercent(account.pir),
    ...returnFields(figures),
  };
}
