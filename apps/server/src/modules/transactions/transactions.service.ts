import Decimal from 'decimal.js';
import {
  addDays,
  channelConfig,
  localDateIn,
  resolveTransactionRange,
  RETAIL_MAX_PAGE_SIZE,
  shownAccountNumber,
  transactionDateLimits,
  type AccountSecuritiesResponse,
  type PrivateEquityTransaction,
  type RetailTransaction,
  type TransactionPage,
  type TransactionsExportQuery,
  type TransactionsQuery,
} from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import { ensureValuationsFresh } from '../../jobs/valuations/index.js';
import type { AuthContext } from '../auth/auth-context.js';
import { accessCte, accessedAccount, requireAccountAccess } from '../accounts/account-access.js';
import { valueAccounts } from '../accounts/account-balances.js';
import { readEnds } from '../accounts/account-series.js';
import * as repo from './transactions.repo.js';

export type HistoryAccount = Awaited<ReturnType<typeof requireAccountAccess>>;

/** Money from the ledger's text or a Decimal, to the cent, as a number. */
const money = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

export const WEALTH_ON_HISTORY =
  'Wealth Management accounts list their transactions by report type: Cash Summary, Amount Contributed or Cash Transactions.';

/**
 * Retail (KS, UT, UT-AUS) or private equity; a wealth account has its own reports (spec 002 §2.2), so
 * here it has no history: 404 with a message saying where to look.
 */
function historyView(account: Pick<HistoryAccount, 'productType'>): 'retail' | 'privateEquity' {
  if (account.productType === 'PW') throw new ApiError('NotFound', WEALTH_ON_HISTORY);
  return account.productType === 'PE' ? 'privateEquity' : 'retail';
}

/** The channel's local today (DESIGN §5 'Days are local'). */
export function localToday(account: Pick<HistoryAccount, 'channel'>, now: Date): string {
  return localDateIn(account.channel, now);
}

/** The range asked for, defaulted, swapped and bounded (spec 002 §5); a refusal is a 400 with the bounds. */
function historyRange(account: Pick<HistoryAccount, 'productType' | 'signupDate' | 'channel'>, query: TransactionsExportQuery, now: Date) {
  const range = resolveTransactionRange(query, transactionDateLimits(account.productType, account.signupDate, localToday(account, now)));
  if (!range.ok) throw new ApiError('ValidationFailed', range.message);
  return range;
}

/** The account's security by its provider id; one it has never held is refused (400), never silently empty. */
async function securityOfAccount(db: Db, account: HistoryAccount, msSecurityId: string | undefined) {
  if (msSecurityId === undefined) return null;
  const security = (await repo.findAccountSecurities(db, account.id, null)).find((s) => s.msSecurityId === msSecurityId);
  if (!security) throw new ApiError('ValidationFailed', `This account has no transactions in security ${msSecurityId}.`);
  return security;
}

/** spec 002 §7 'Securities for an account': what it has held, up to ?date when given. */
export async function accountSecurities(db: Db, auth: AuthContext, accountNumber: string, date: string | undefined): Promise<AccountSecuritiesResponse> {
  const account = await requireAccountAccess(db, auth, accountNumber);
  const list = await repo.findAccountSecurities(db, account.id, date ?? null);
  return {
    accountNumber: account.accountNumber,
    list: list.map((s) => ({ securityId: s.msSecurityId, name: s.name, currencyCode: s.currencyCode })),
  };
}

export interface HistoryRequest<Account = HistoryAccount> {
  account: Account;
  view: 'retail' | 'privateEquity';
  filter: repo.HistoryFilter;
  security: { id: string; msSecurityId: string; name: string } | null;
  swapped: boolean;
}

/** Access, product and range checks shared by the page, the CSV and the PDF: all before any row is read or streamed. */
export async function historyRequest(db: Db, auth: AuthContext, query: TransactionsExportQuery, now: Date = new Date()): Promise<HistoryRequest> {
  const account = await requireAccountAccess(db, auth, query.accountNumber);
  const view = historyView(account);
  const range = historyRange(account, query, now);
  const security = await securityOfAccount(db, account, query.securityId);
  return {
    account,
    view,
    security,
    swapped: range.swapped,
    filter: { accountId: account.id, periodStart: range.periodStart, periodEnd: range.periodEnd, securityId: security?.id ?? null },
  };
}

/**
 * The account's stored series brought up to date when it waits in the valuation queue. The access
 * check's row says whether it does (account_by_number reads the queue), so an account that does not
 * wait costs no query here; one with no summary yet is checked as before.
 */
async function freshSeries(db: Db, account: HistoryAccount): Promise<void> {
  if (account.valuation === null || account.valuation.queued) await ensureValuationsFresh(db, [account.id]);
}

/**
 * The opening (end of the day before the start) and closing (end of the end date) balances. For
 * the whole account, the materialised daily valuation the account screens read; for one security,
 * its units × the last price on or before the day, as the holdings screen values it.
 */
export async function rangeBalances(db: Db, request: HistoryRequest) {
  const { account, filter, security } = request;
  const openingDate = addDays(filter.periodStart, -1);
  if (security === null) {
    await freshSeries(db, account);
    const { opening, closing } = await readEnds(db, account.id, filter.periodStart, filter.periodEnd);
    const closingCents = (closing ?? opening).valueCents;
    return { openingDate, opening: opening.valueCents / 100, closingDate: filter.periodEnd, closing: closingCents / 100 };
  }
  const valueOn = async (date: string) => {
    const valuation = (await valueAccounts(db, [account.id], date)).get(account.id)!;
    const holding = valuation.holdings.list.find((h) => h.securityId === security.id);
    return holding ? money(holding.securityValue) : 0;
  };
  return { openingDate, opening: await valueOn(openingDate), closingDate: filter.periodEnd, closing: await valueOn(filter.periodEnd) };
}

export function retailRow(row: repo.HistoryRow): RetailTransaction {
  return {
    transactionId: row.id,
    securityId: row.msSecurityId,
    securityName: row.securityName,
    transactionDate: row.tradeDate,
    description: row.description,
    units: numberOrNull(row.units),
    unitPrice: numberOrNull(row.unitPrice),
    transactionValue: money(row.value),
    tax: money(row.tax),
    transactionNetValue: money(row.netValue),
    isPending: row.isPending,
  };
}

export function privateEquityRow(row: repo.HistoryRow): PrivateEquityTransaction {
  return {
    transactionId: row.id,
    transactionDate: row.tradeDate,
    description: row.description,
    unitPrice: numberOrNull(row.unitPrice),
    transactionValue: money(row.value),
    isPending: row.isPending,
  };
}

/**
 * spec 002 §3 'Transaction page': retail pages of up to 1000 (the web's pager pages by 10, exports by
 * 1000, spec 002 §9); private equity in one call of up to 1,000,000 rows.
 */
export async function transactionPage(db: Db, auth: AuthContext, query: TransactionsQuery, now: Date = new Date()): Promise<TransactionPage> {
  const accessed = await pageWithAccessCheck(db, auth, query, now);
  if (accessed) return accessed;
  const request = await historyRequest(db, auth, query, now);
  checkPageSize(request, query);
  // The account's stored series is brought up to date first (only when it waits in the queue: the
  // access check read that), then the page, its count and the whole-account balances come in one
  // statement; one security's balances are valued from its units and prices as before.
  const { filter } = request;
  const wholeAccount = request.security === null;
  if (wholeAccount) await freshSeries(db, request.account);
  const read = await repo.readHistoryPage(db, filter, query.pageNo, query.pageSize, wholeAccount ? balanceDays(filter) : null);
  return pageOf(request, query, wholeAccount ? balancesRead(filter, read) : await rangeBalances(db, request), read);
}

/**
 * The page with the access check in its own statement (account-access.ts accessCte: one round trip
 * where there were two, issue 15), when nothing the statement reads depends on the account: both
 * dates are given (so the range is theirs, in order, and only its bounds need the account, checked
 * after) and every security is listed. Undefined otherwise, or when the account's stored series is
 * not current: the balances are then read again once it is brought up to date (transactionPage).
 */
export async function pageWithAccessCheck(db: Db, auth: AuthContext, query: TransactionsQuery, now: Date): Promise<TransactionPage | undefined> {
  const { periodStart, periodEnd } = query;
  if (periodStart === undefined || periodEnd === undefined || query.securityId !== undefined) return undefined;
  const range = periodStart <= periodEnd ? { periodStart, periodEnd } : { periodStart: periodEnd, periodEnd: periodStart };
  const filter = { access: accessCte(auth, query.accountNumber), ...range, securityId: null };
  const read = await repo.readHistoryPage(db, filter, query.pageNo, query.pageSize, balanceDays(filter));
  const account = accessedAccount(read.accessed);
  const request = { account, view: historyView(account), security: null, swapped: periodStart > periodEnd, filter };
  // The same checks, in the same order, as the two-statement path: the range's bounds, then the page size.
  const checked = historyRange(account, query, now);
  checkPageSize(request, query);
  const sameRange = checked.periodStart === range.periodStart && checked.periodEnd === range.periodEnd;
  return account.seriesCurrent && sameRange ? pageOf(request, query, balancesRead(filter, read), read) : undefined;
}

function checkPageSize(request: Pick<HistoryRequest<unknown>, 'view'>, query: TransactionsQuery): void {
  if (request.view === 'retail' && query.pageSize > RETAIL_MAX_PAGE_SIZE) {
    throw new ApiError('ValidationFailed', `Page size must be at most ${RETAIL_MAX_PAGE_SIZE}`);
  }
}

/** The whole account's balance days: the end of the day before the range, and its last day. */
const balanceDays = (filter: Pick<repo.HistoryFilter, 'periodStart' | 'periodEnd'>) => ({
  opening: addDays(filter.periodStart, -1),
  closing: filter.periodEnd,
});

/** The whole account's balances as the page's statement read them (stored values, in cents). */
function balancesRead(filter: Pick<repo.HistoryFilter, 'periodStart' | 'periodEnd'>, read: repo.HistoryPageRead) {
  const days = balanceDays(filter);
  return { openingDate: days.opening, opening: read.openingCents! / 100, closingDate: days.closing, closing: read.closingCents! / 100 };
}

/** A page read as the API answers it. */
function pageOf(
  request: Omit<HistoryRequest<Pick<HistoryAccount, 'accountNumber' | 'channel'>>, 'filter'> & {
    filter: Pick<repo.HistoryFilter, 'periodStart' | 'periodEnd'>;
  },
  query: TransactionsQuery,
  balances: { openingDate: string; opening: number; closingDate: string; closing: number },
  read: repo.HistoryPageRead,
): TransactionPage {
  const { totalRecords, rows } = read;
  const fields = {
    accountNumber: request.account.accountNumber,
    totalRecords,
    pageSize: query.pageSize,
    pageNo: query.pageNo,
    periodStart: request.filter.periodStart,
    periodEnd: request.filter.periodEnd,
    datesSwapped: request.swapped,
    openingBalance: balances.opening,
    openingBalanceDate: balances.openingDate,
    closingBalance: balances.closing,
    closingBalanceDate: balances.closingDate,
    currencyCode: channelConfig(request.account.channel).currency,
    securityId: request.security?.msSecurityId ?? null,
  };
  return request.view === 'retail'
    ? { ...fields, view: 'retail', list: rows.map(retailRow) }
    : { ...fields, view: 'privateEquity', list: rows.map(privateEquityRow) };
}

/** The number the account is shown by on its portal (the AU portal shows the alternative number). */
export const shownNumber = (account: HistoryAccount) => shownAccountNumber(account, account.channel);
