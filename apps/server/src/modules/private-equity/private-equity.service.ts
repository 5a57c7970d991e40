import Decimal from 'decimal.js';
import { localDateIn } from '@tasman/domain';
import type { PrivateEquityCallsResponse, PrivateEquitySummaryResponse } from '@tasman/domain/contracts/private-equity';
import { callHistoryFrom } from '@tasman/domain/private-equity/call-history-from';
import { capitalSummary, type PeMovement } from '@tasman/domain/private-equity/capital-summary';
import { peCustomDateProblem } from '@tasman/domain/private-equity/pe-custom-date-problem';
import { pePricingDate } from '@tasman/domain/private-equity/pe-pricing-date';
import { topAssets } from '@tasman/domain/private-equity/top-assets';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import { requireAccountAccess } from '../accounts/account-access.js';
import { valueAccounts } from '../accounts/account-balances.js';
import type { AuthContext } from '../auth/auth-context.js';
import * as repo from './private-equity.repo.js';

/** The one access check, and these calls exist only for private-equity accounts: any other is 'not found'. */
async function requirePrivateEquityAccount(db: Db, auth: AuthContext, accountNumber: string) {
  const account = await requireAccountAccess(db, auth, accountNumber);
  if (account.productType !== 'PE') throw new ApiError('NotFound');
  return account;
}

const money = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

/**
 * GET …/private-equity/summary (spec 001 §3 'Private equity top-asset valuation' and the Account PE
 * fields; §7 'Top assets for PE'): the valuation, capital figures and top assets of a private-equity
 * account, now or at a month end. A month end is checked by the same rule as the picker (spec 001
 * §5) against the account's signup and current balance dates, then valued at its pricing date
 * (spec 001 §9: the month end from September 2018, the quarter end before).
 */
export async function privateEquitySummary(
  db: Db,
  auth: AuthContext,
  accountNumber: string,
  date: string | undefined,
  now: Date = new Date(),
): Promise<PrivateEquitySummaryResponse> {
  return privateEquitySummaryOf(db, await requirePrivateEquityAccount(db, auth, accountNumber), date, now);
}

/** The private-equity summary of an account with no session (the route checks access first; statements). */
export async function privateEquitySummaryOf(
  db: Db,
  account: Awaited<ReturnType<typeof requireAccountAccess>>,
  date: string | undefined,
  now: Date = new Date(),
): Promise<PrivateEquitySummaryResponse> {
  const today = localDateIn(account.channel, now);
  let valuationDate = today;
  if (date !== undefined) {
    const balanceDate = (await valueAccounts(db, [account.id], today)).get(account.id)!.balanceAsAtDate;
    const problem = peCustomDateProblem(date, { minDate: account.signupDate, maxDate: balanceDate, channel: account.channel });
    if (problem) throw new ApiError('ValidationFailed', 'message' in problem ? problem.message : undefined);
    valuationDate = pePricingDate(date);
  }

  const valuation = (await valueAccounts(db, [account.id], valuationDate)).get(account.id)!;
  const [commitments, movements, assets] = await Promise.all([
    repo.findCommitments(db, account.id, valuationDate),
    repo.findCapitalMovements(db, account.id, valuationDate),
    repo.findLatestTopHoldings(db, valuation.holdings.list.map((h) => h.securityId), valuationDate),
  ]);
  const capital = capitalSummary(
    commitments.map((c) => c.committedAmount),
    // The query keeps only these four kinds.
    movements.map((m) => ({ kind: m.kind as PeMovement['kind'], value: m.value })),
  );
  const list = topAssets(
    valuation.holdings.list.map((h) => ({
      fundName: h.name,
      value: h.securityValue,
      assets: assets.filter((a) => a.securityId === h.securityId),
    })),
  );
  const assetDates = assets.map((a) => a.asAtDate).sort();

  return {
    accountNumber: account.accountNumber,
    requestedDate: date ?? null,
    valuationDate,
    asAtDate: valuation.balanceAsAtDate,
    valuation: money(valuation.balance),
    holdings: valuation.holdings.list.map((h) => ({
      name: h.name,
      units: h.units.toNumber(),
      unitPrice: h.unitPrice.toNumber(),
      priceAsAtDate: h.priceAsAtDate,
      value: money(h.securityValue),
    })),
    committedCapital: money(capital.committedCapital),
    calledCapital: money(capital.calledCapital),
    uncalledCapital: money(capital.uncalledCapital),
    distributionsCashTotal: money(capital.distributionsCashTotal),
    transferInTotal: money(capital.transferInTotal),
    transferOutTotal: money(capital.transferOutTotal),
    showTransferNotice: capital.showTransferNotice,
    list: list.map((row) => ({
      assetName: row.assetName,
      assetValue: money(row.assetValue),
      percentOfValue: row.percentOfValue.toNumber(),
    })),
    assetsAsAtDate: assetDates.at(-1) ?? null,
  };
}

/**
 * GET …/private-equity/calls (spec 001 §3 'PE call transaction', §7 'Transactions for PE calls'):
 * the settled capital calls from signup (10 years back without one) to today, oldest first. The
 * spec's page size of 100,000 is one page of everything, so the list is not paged.
 */
export async function privateEquityCalls(
  db: Db,
  auth: AuthContext,
  accountNumber: string,
  now: Date = new Date(),
): Promise<PrivateEquityCallsResponse> {
  const account = await requirePrivateEquityAccount(db, auth, accountNumber);
  const today = localDateIn(account.channel, now);
  const fromDate = callHistoryFrom(account.signupDate, today);
  const rows = await repo.findCallTransactions(db, account.id, fromDate, today);
  const total = rows.reduce((sum, row) => sum.plus(row.value), new Decimal(0));
  return {
    accountNumber: account.accountNumber,
    fromDate,
    toDate: today,
    list: rows.map((row) => ({
      transactionDate: row.tradeDate,
      unitPrice: row.unitPrice === null ? null : new Decimal(row.unitPrice).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber(),
      transactionValue: money(new Decimal(row.value)),
    })),
    totalValue: money(total),
  };
}
