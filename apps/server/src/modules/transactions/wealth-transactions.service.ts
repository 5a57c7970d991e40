import Decimal from 'decimal.js';
import {
  channelConfig,
  addDays,
  compareCurrencies,
  INVALID_DATE_RANGE,
  isWealthRangeValid,
  type AmountContributedFilter,
  type AmountContributedResponse,
  type AmountContributedRow,
  type CashActivitiesResponse,
  type CashSummaryResponse,
  type CashTransactionRow,
  type CashTransactionsResponse,
  type WealthReportQuery,
} from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import { requireAccountAccess } from '../accounts/account-access.js';
import * as repo from './wealth-transactions.repo.js';

export const NOT_WEALTH = 'Cash Summary, Amount Contributed and Cash Transactions are for Wealth Management accounts only.';

const money = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

export type WealthAccount = Awaited<ReturnType<typeof requireAccountAccess>>;

export interface WealthRequest {
  account: WealthAccount;
  periodStart: string;
  periodEnd: string;
}

/**
 * Access, product and the PW range rule (spec 002 §5: start after end is 'Invalid date range'), before
 * anything is read. Another product's account has no such report: 404 with a message that says why
 * (the caller may see the account, so nothing is given away); a 400 would call the request malformed.
 */
export async function wealthRequest(db: Db, auth: AuthContext, query: WealthReportQuery): Promise<WealthRequest> {
  const account = await requireAccountAccess(db, auth, query.accountNumber);
  if (account.productType !== 'PW') throw new ApiError('NotFound', NOT_WEALTH);
  if (!isWealthRangeValid(query.periodStart, query.periodEnd)) throw new ApiError('ValidationFailed', INVALID_DATE_RANGE);
  return { account, periodStart: query.periodStart, periodEnd: query.periodEnd };
}

const byCurrency = (rows: ReadonlyArray<{ currencyCode: string; balance: string }>, currency: string) =>
  money(rows.find((r) => r.currencyCode === currency)?.balance ?? 0);

/**
 * spec 002 §3 'Cash summary': NZD and AUD cash at the end of the day before the start and at the end,
 * and the range's movements by activity (credits positive), so opening + rows = closing per currency.
 */
export async function cashSummary(db: Db, request: WealthRequest): Promise<CashSummaryResponse> {
  const { account, periodStart, periodEnd } = request;
  const opening = await repo.findCashBalances(db, account.id, addDays(periodStart, -1));
  const closing = await repo.findCashBalances(db, account.id, periodEnd);
  const movements = await repo.findCashByActivity(db, account.id, periodStart, periodEnd);
  const rows = new Map<string, { activity: string; valueNZD: number; valueAUD: number }>();
  for (const m of movements) {
    const row = rows.get(m.activity) ?? { activity: m.activity, valueNZD: 0, valueAUD: 0 };
    if (m.currencyCode === 'NZD') row.valueNZD = money(m.value);
    if (m.currencyCode === 'AUD') row.valueAUD = money(m.value);
    rows.set(m.activity, row);
  }
  return {
    accountNumber: account.accountNumber,
    periodStart,
    periodEnd,
    openingBalanceNZD: byCurrency(opening, 'NZD'),
    openingBalanceAUD: byCurrency(opening, 'AUD'),
    closingBalanceNZD: byCurrency(closing, 'NZD'),
    closingBalanceAUD: byCurrency(closing, 'AUD'),
    rows: [...rows.values()],
  };
}

/** Which rows each filter keeps (spec 002 §9 'Transaction filter options'): transfers go with their direction. */
function keeps(filter: AmountContributedFilter, kind: repo.ContributionRow['kind']): boolean {
  if (filter === 'Contributed') return kind === 'contributed' || kind === 'transferIn';
  if (filter === 'Withdrawn') return kind === 'withdrawn' || kind === 'transferOut';
  return true;
}

/**
 * spec 002 §3 'Amount contributed summary': deposits (contributed), withdrawals (withdrawn) and
 * securities transferred in or out at their value (securityTransfer, signed); total per row is
 * contributed − withdrawn + transfer, and the totals are the sums of the rows shown.
 */
export async function amountContributed(db: Db, request: WealthRequest, filter: AmountContributedFilter): Promise<AmountContributedResponse> {
  const currency = channelConfig(request.account.channel).currency;
  const found = await repo.findContributions(db, request.account.id, request.periodStart, request.periodEnd, currency);
  let contributed = new Decimal(0);
  let withdrawn = new Decimal(0);
  let transfer = new Decimal(0);
  const rows: AmountContributedRow[] = [];
  for (const row of found.filter((r) => keeps(filter, r.kind))) {
    const amount = new Decimal(row.amount);
    const c = row.kind === 'contributed' ? amount : new Decimal(0);
    const w = row.kind === 'withdrawn' ? amount : new Decimal(0);
    const t = row.kind === 'transferIn' || row.kind === 'transferOut' ? amount : new Decimal(0);
    contributed = contributed.plus(c);
    withdrawn = withdrawn.plus(w);
    transfer = transfer.plus(t);
    rows.push({
      eventDate: row.eventDate,
      securityName: row.securityName,
      activity: row.activity,
      amountContributed: money(c),
      amountWithdrawn: money(w),
      securityTransfer: money(t),
      total: money(c.minus(w).plus(t)),
    });
  }
  return {
    accountNumber: request.account.accountNumber,
    periodStart: request.periodStart,
    periodEnd: request.periodEnd,
    filter,
    totalContributed: money(contributed),
    totalWithdrawn: money(withdrawn),
    totalSecurityTransfer: money(transfer),
    rows,
  };
}

export function cashTransactionRow(row: repo.CashTransactionDbRow): CashTransactionRow {
  return {
    eventDate: row.eventDate,
    interestDate: row.interestDate,
    securityName: row.securityName,
    activity: row.activity,
    debitCredit: row.debitCredit,
    amount: money(row.amount),
    rollingBalance: money(row.rollingBalance),
    currencyCode: row.currencyCode,
  };
}

/** Every cash movement of the range (filtered by activity), a keyset batch at a time. */
export async function* cashTransactionRows(db: Db, request: WealthRequest, activity: string | null, batchSize = 1000) {
  const filter = { accountId: request.account.id, periodStart: request.periodStart, periodEnd: request.periodEnd, activity };
  let after: repo.CashTransactionKey | null = null;
  for (;;) {
    const batch = await repo.findCashTransactionBatch(db, filter, after, batchSize);
    for (const row of batch) yield cashTransactionRow(row);
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1]!;
    after = { currencyRank: last.currencyRank, eventDate: last.eventDate, bookedAt: last.bookedAt, id: last.id };
  }
}

/** The currencies and their cash at the end of the range, NZD before AUD (spec 002 §4). */
export async function cashCurrencyList(db: Db, request: WealthRequest) {
  const currencies = (await repo.findCashCurrencies(db, request.account.id)).sort(compareCurrencies);
  const closing = await repo.findCashBalances(db, request.account.id, request.periodEnd);
  return currencies.map((currencyCode) => ({ currencyCode, closingBalance: byCurrency(closing, currencyCode) }));
}

/** spec 002 §3 'Cash transactions'. */
export async function cashTransactions(db: Db, request: WealthRequest, activity: string | null): Promise<CashTransactionsResponse> {
  const rows: CashTransactionRow[] = [];
  for await (const row of cashTransactionRows(db, request, activity)) rows.push(row);
  return {
    accountNumber: request.account.accountNumber,
    periodStart: request.periodStart,
    periodEnd: request.periodEnd,
    activity,
    currencyList: await cashCurrencyList(db, request),
    rows,
  };
}

/** The Cash Transactions filter's activity names (spec 002 §9 'The cash activity filter'): the account's own. */
export async function cashActivities(db: Db, auth: AuthContext, accountNumber: string): Promise<CashActivitiesResponse> {
  const account = await requireAccountAccess(db, auth, accountNumber);
  if (account.productType !== 'PW') throw new ApiError('NotFound', NOT_WEALTH);
  return { accountNumber: account.accountNumber, activities: await repo.findCashActivities(db, account.id) };
}
