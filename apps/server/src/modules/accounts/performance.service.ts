import Decimal from 'decimal.js';
import {
  addDays,
  annualise,
  cashCategory,
  customRangeProblem,
  daysBetween,
  isPerAnnumPeriod,
  isPeriodEnabled,
  moneyWeightedReturn,
  periodRange,
  TRANSACTION_CATEGORY,
  valueBridge,
  type FlowGroup,
  type PerformanceQuery,
  type PerformanceResponse,
  type TransactionType,
} from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { ensureValuationsFresh } from '../../jobs/valuations/index.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import { accessCte, accessedAccount, requireAccountAccess, type AccessedAccount } from './account-access.js';
import { feeSummaryOf } from './account-fees.js';
import * as valuations from '../../jobs/valuations/valuation.repo.js';
import type { SeriesPoint } from './account-series.js';
import type * as flows from './flows.repo.js';
import { readPerformanceInputs, type DaysRead, type PerformanceInputs } from './performance.repo.js';
import { isStoredPeriod, storedFigureOf, type StoredJson } from './stored-figures.js';
import { isLastOfMonth, rangeFlows } from '@tasman/domain/performance/range-days';

/**
 * The account and its latest valuation day, once access is checked and its series is fresh. The
 * access check's query brings the valuation summary; only an account still queued (or valued before
 * summaries existed) costs more queries.
 */
export async function accountForFigures(db: Db, auth: AuthContext, accountNumber: string) {
  const account = await requireAccountAccess(db, auth, accountNumber);
  return { account, latest: await latestValuationDate(db, account) };
}

/** An account row as the access check returns it (accounts.repo.ts findAccountByNumber). */
export type AccountRow = Awaited<ReturnType<typeof requireAccountAccess>>;

/** An account the caller may see, with its latest valuation day (accountForFigures). */
export type FiguresOf = Awaited<ReturnType<typeof accountForFigures>>;

/** The account's latest valuation day; not found while it has none yet. */
export function latestOf({ latest }: FiguresOf): string {
  if (!latest) throw new ApiError('NotFound', 'There is no valuation for this account yet.');
  return latest;
}

/** The dates a performance request asks for, on an account with a valuation (resolvePeriod). */
export function requestedRange(figures: FiguresOf, query: PerformanceQuery): ResolvedPeriod {
  return resolvePeriod(query, figures.account.signupDate, latestOf(figures));
}

/**
 * The account's latest valuation day once its series is fresh, for callers that have an account
 * without a session (the statement run) as for the routes (after the access check).
 */
export async function latestValuationDate(db: Db, account: AccountRow): Promise<string | null> {
  if (account.valuation && !account.valuation.queued) return account.valuation.summary.latestDate;
  await ensureValuationsFresh(db, [account.id]);
  return valuations.findLatestValuationDate(db, account.id);
}

export interface ResolvedPeriod {
  from: string;
  to: string;
}

/**
 * The dates of a period (spec 001 §4–5): buttons end on the latest valuation day; since inception
 * starts at signup; a custom range needs both dates, at least a month, within signup and the
 * latest valuation day. A button whose period starts before the account existed is refused as a
 * custom range that does (issue 9 item 2): the web disables it, and annualising over years the
 * account did not exist would understate the return.
 */
export function resolvePeriod(query: PerformanceQuery, signupDate: string, latest: string): ResolvedPeriod {
  const outOfBounds = () => new ApiError('ValidationFailed', `The range must lie between ${signupDate} and ${latest}.`);
  if (query.period === 'CUSTOM') {
    const problem = customRangeProblem({ from: query.from, to: query.to }, { minDate: signupDate, maxDate: latest });
    if (problem?.reason === 'required') throw new ApiError('ValidationFailed', 'A custom range needs a from and a to date.');
    if (problem?.reason === 'too-short') throw new ApiError('ValidationFailed', problem.message);
    if (problem?.reason === 'out-of-bounds') throw outOfBounds();
    return { from: query.from!, to: query.to! };
  }
  const range = periodRange(query.period, latest, signupDate);
  if (range.from < signupDate || !isPeriodEnabled(query.period, signupDate, latest)) throw outOfBounds();
  return range;
}

const toNumber = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
const percent = (fraction: number | null) => (fraction === null ? null : fraction * 100);

/** Named totals of positive amounts, largest first. */
class Groups {
  private readonly totals = new Map<string, Decimal>();
  add(name: string, amount: Decimal.Value): void {
    const value = new Decimal(amount).abs();
    if (value.isZero()) return;
    this.totals.set(name, (this.totals.get(name) ?? new Decimal(0)).plus(value));
  }
  total(): Decimal {
    return [...this.totals.values()].reduce((sum, v) => sum.plus(v), new Decimal(0));
  }
  toFlowGroup(): FlowGroup {
    return {
      totalValue: toNumber(this.total()),
      groupedSummary: [...this.totals]
        .sort(([, a], [, b]) => b.comparedTo(a))
        .map(([name, total]) => ({ name, totalValue: toNumber(total) })),
    };
  }
}

export interface BridgeFlows {
  contributions: Groups;
  withdrawals: Groups;
  transfersIn: Groups;
  transfersOut: Groups;
  switchIn: Groups;
  switchOut: Groups;
  fees: Decimal;
  tax: Decimal;
  distributionsDeclared: Decimal;
  distributionsReinvested: Decimal;
}

const DEFAULT_GROUP: Partial<Record<TransactionType, string>> = {
  Contribution: 'Contributions',
  EmployerContribution: 'Employer contributions',
  GovernmentContribution: 'Government contributions',
  CapitalCall: 'Capital calls',
  Withdrawal: 'Withdrawals',
  TransferIn: 'Transfers in',
  TransferOut: 'Transfers out',
};

/**
 * The account's flows over a range, classified exactly as the daily series classifies them
 * (valuation/transaction-categories.ts), so the bridge's earnings and the series' value agree.
 * PIE tax withheld from a withdrawal or a transfer out is tax, not money the investor took out
 * (issue 9 item 4): the withdrawal shows what reached the investor (the row's net value). The
 * rows are flows.repo.ts's sums (read with the rest of a performance read, performance.repo.ts).
 */
export function classifyFlows(
  units: readonly flows.UnitFlowTotal[],
  paidOut: ReadonlyArray<{ paid_out: string; reinvested_extra: string }>,
  cash: ReadonlyArray<{ activity: string; total: string }>,
): BridgeFlows {
  const result: BridgeFlows = {
    contributions: new Groups(),
    withdrawals: new Groups(),
    transfersIn: new Groups(),
    transfersOut: new Groups(),
    switchIn: new Groups(),
    switchOut: new Groups(),
    fees: new Decimal(0),
    tax: new Decimal(0),
    distributionsDeclared: new Decimal(0),
    distributionsReinvested: new Decimal(0),
  };
  for (const row of units) {
    const type = row.transactionType as TransactionType;
    const label = row.groupLabel ?? DEFAULT_GROUP[type] ?? type;
    const amount = new Decimal(row.total);
    switch (TRANSACTION_CATEGORY[type]) {
      case 'contribution':
        result.contributions.add(label, amount);
        break;
      case 'withdrawal':
        result.withdrawals.add(label, amount.abs().minus(row.taxWithheld));
        result.tax = result.tax.plus(row.taxWithheld);
        break;
      case 'transferIn':
        result.transfersIn.add(label, amount);
        break;
      case 'transferOut':
        result.transfersOut.add(label, amount.abs().minus(row.taxWithheld));
        result.tax = result.tax.plus(row.taxWithheld);
        break;
      case 'switchIn':
        result.switchIn.add(row.securityName, amount);
        break;
      case 'switchOut':
        result.switchOut.add(row.securityName, amount);
        break;
      case 'fee':
        result.fees = result.fees.plus(amount.abs());
        break;
      case 'tax':
        result.tax = result.tax.plus(amount.abs());
        break;
      case 'taxRebate':
        result.tax = result.tax.minus(amount.abs());
        break;
      case 'distributionDeclared':
        result.distributionsDeclared = result.distributionsDeclared.plus(amount);
        break;
      case 'distributionReinvested':
        result.distributionsReinvested = result.distributionsReinvested.plus(amount);
        break;
      default: // purchases and sales stay inside a wealth account
        break;
    }
  }
  for (const row of paidOut) {
    result.withdrawals.add('Distributions paid out', row.paid_out);
    result.contributions.add('Distributions reinvested', row.reinvested_extra);
  }
  for (const row of cash) {
    const category = cashCategory(row.activity);
    if (category === 'contribution') result.contributions.add('Deposits', row.total);
    else if (category === 'withdrawal') result.withdrawals.add('Withdrawals', row.total);
    else if (category === 'fee') result.fees = result.fees.plus(new Decimal(row.total).abs());
  }
  return result;
}

/** Cumulative return between two points of an index, or null when nothing was at risk in between. */
export function indexReturn(opening: SeriesPoint, closing: SeriesPoint | undefined, key: 'netIndex' | 'grossIndex'): number | null {
  if (!closing || closing.date === opening.date || !(opening[key] > 0)) return null;
  if (opening.valueCents === 0 && closing.cumFlowCents === opening.cumFlowCents && closing.valueCents === 0) return null;
  return closing[key] / opening[key] - 1;
}

/** A cumulative return as shown: annualised over periods longer than a year (spec 001 §4). */
function shown(cumulative: number | null, range: ResolvedPeriod, perAnnum: boolean): number | null {
  if (cumulative === null) return null;
  return perAnnum ? annualise(cumulative, daysBetween(range.from, range.to) + 1) : cumulative;
}

const HISTORY_DAILY_LIMIT_DAYS = 400;

export async function accountPerformance(
  db: Db,
  auth: AuthContext,
  accountNumber: string,
  query: PerformanceQuery,
): Promise<PerformanceResponse> {
  const figures = await accountForFigures(db, auth, accountNumber);
  return performanceFor(db, figures.account, requestedRange(figures, query), query.period);
}

/** The route's answer: a button's stored response while its set is current (stored-figures.ts), else computed. */
export async function servedPerformance(
  db: Db,
  auth: AuthContext,
  accountNumber: string,
  query: PerformanceQuery,
): Promise<PerformanceResponse | StoredJson> {
  const stored = isStoredPeriod(query.period) ? await storedFigureOf(db, auth, accountNumber, 'performance', query.period) : null;
  if (stored) return stored;
  const custom = await customPerformance(db, auth, accountNumber, query);
  if (custom) return custom;
  const figures = await accountForFigures(db, auth, accountNumber);
  return performanceFor(db, figures.account, requestedRange(figures, query), query.period);
}

/**
 * A custom range whose dates are complete and long enough: the range a read can start from before
 * it knows the account (the account's own bounds, its signup and latest days, are checked once the
 * read has them). Undefined for a button or a custom range the route refuses whatever the account.
 */
export function givenCustomRange(query: PerformanceQuery): ResolvedPeriod | undefined {
  if (query.period !== 'CUSTOM') return undefined;
  const unbounded = { minDate: '', maxDate: '\uffff' };
  return customRangeProblem({ from: query.from, to: query.to }, unbounded) === null ? { from: query.from!, to: query.to! } : undefined;
}

/**
 * An account read inside the statement of a custom range's read (account-access.ts accessCte), once
 * it is known: the range within the account's bounds (resolvePeriod's 400 when it is not), or
 * undefined when the account's series is not current (queued for revaluation, or not valued yet),
 * where the read must be made again the two-statement way, which revalues first or answers that
 * there is no valuation (accountForFigures). The missing account's 404 when the caller may not read it.
 */
export function accessedRange(
  read: { account: string | null; latest: string | null },
  query: PerformanceQuery,
  range: ResolvedPeriod,
): { account: AccessedAccount; range: ResolvedPeriod } | undefined {
  const account = accessedAccount(read.account);
  if (!account.seriesCurrent || read.latest === null) return undefined;
  const resolved = resolvePeriod(query, account.signupDate, read.latest);
  return resolved.from === range.from && resolved.to === range.to ? { account, range } : undefined;
}

/**
 * A custom range's performance with the access check in the statement that reads its inputs (one
 * round trip where there were two, issue 15): its range is the caller's, so the statement need not
 * wait for the account's latest day. Undefined where the two-statement path answers (givenCustomRange,
 * accessedRange).
 */
export async function customPerformance(db: Db, auth: AuthContext, accountNumber: string, query: PerformanceQuery): Promise<PerformanceResponse | undefined> {
  const range = givenCustomRange(query);
  if (!range) return undefined;
  const read = await readPerformanceInputs(db, { access: accessCte(auth, accountNumber) }, range, daysReadFor(range));
  const accessed = accessedRange(read, query, range);
  return accessed && performanceOf(accessed.account, accessed.range, query.period, read);
}

/** Every stored day for a range shown day by day, its anchor days for a longer one (performance.repo.ts). */
const daysReadFor = (range: ResolvedPeriod): DaysRead => (daysBetween(range.from, range.to) <= HISTORY_DAILY_LIMIT_DAYS ? 'every' : 'anchors');

/**
 * The performance of an account over a resolved range: the figures of the Performance screen,
 * with no session (the route checks access first; statements use the same figures, issue 11).
 */
export async function performanceFor(
  db: Db,
  account: Pick<AccountRow, 'id' | 'accountNumber' | 'productType'>,
  range: ResolvedPeriod,
  periodCode: PerformanceQuery['period'],
): Promise<PerformanceResponse> {
  const inputs = await readPerformanceInputs(db, { accountId: account.id, hasCashAccount: account.productType === 'PW' }, range, daysReadFor(range));
  return performanceOf(account, range, periodCode, inputs);
}

/** The Performance screen's figures from a range's inputs (performanceFor). */
function performanceOf(
  account: Pick<AccountRow, 'accountNumber'>,
  range: ResolvedPeriod,
  periodCode: PerformanceQuery['period'],
  inputs: PerformanceInputs,
): PerformanceResponse {
  const daily = daysReadFor(range) === 'every';
  const { opening, closing, days } = inputs;
  const closingPoint = closing ?? opening;
  const perAnnum = isPerAnnumPeriod(range.from, range.to);

  const net = indexReturn(opening, closing, 'netIndex');
  const gross = indexReturn(opening, closing, 'grossIndex');
  const flowsInRange = rangeFlows(days, opening.cumFlowCents);
  const mwr =
    net === null
      ? null
      : moneyWeightedReturn({
          openingDate: addDays(range.from, -1),
          openingValue: opening.valueCents / 100,
          closingDate: range.to,
          closingValue: closingPoint.valueCents / 100,
          flows: flowsInRange,
        });

  const f = classifyFlows(inputs.units, inputs.paidOut, inputs.cash);
  const feeSummary = feeSummaryOf(inputs.holdings, range, f.fees);
  const bridge = valueBridge({
    opening: new Decimal(opening.valueCents).dividedBy(100),
    contributions: f.contributions.total(),
    withdrawals: f.withdrawals.total(),
    transfersIn: f.transfersIn.total(),
    transfersOut: f.transfersOut.total(),
    fees: f.fees,
    tax: f.tax,
    closing: new Decimal(closingPoint.valueCents).dividedBy(100),
  });
  const ebfat = new Decimal(bridge.investmentEarnings);

  const history: PerformanceResponse['performanceHistory'] = [];
  for (let i = 0; i < days.dates.length; i++) {
    if (!daily && !isLastOfMonth(days.dates, i)) continue;
    history.push({
      date: days.dates[i]!,
      closingBalance: days.valueCents[i]! / 100,
      cumulativeReturnPercentage: net === null ? null : (days.netIndex[i]! / opening.netIndex - 1) * 100,
    });
  }

  return {
    accountNumber: account.accountNumber,
    periodCode,
    periodStartDate: range.from,
    periodEndDate: range.to,
    basis: { method: 'time-weighted', afterFees: true, afterTax: false, perAnnum },
    netReturnPercentage: percent(shown(net, range, perAnnum)),
    grossReturnPercentage: percent(shown(gross, range, perAnnum)),
    feesPercentage: net === null || gross === null ? null : percent(shown(gross, range, perAnnum)! - shown(net, range, perAnnum)!),
    cumulativeReturnPercentage: percent(net),
    annualReturnPercentage: perAnnum ? percent(shown(net, range, true)) : null,
    moneyWeightedReturnPercentage: mwr === null ? null : percent(perAnnum ? mwr.ratePerAnnum : mwr.periodReturn),
    openingValue: Number(bridge.opening),
    closingValue: Number(bridge.closing),
    Contributions: f.contributions.toFlowGroup(),
    Withdrawals: f.withdrawals.toFlowGroup(),
    TransfersIn: f.transfersIn.toFlowGroup(),
    TransfersOut: f.transfersOut.toFlowGroup(),
    SwitchIn: f.switchIn.toFlowGroup(),
    SwitchOut: f.switchOut.toFlowGroup(),
    taxPaid: Number(bridge.tax),
    fees: Number(bridge.fees),
    feeSummary,
    distributionsDeclared: toNumber(f.distributionsDeclared),
    distributionsReinvested: toNumber(f.distributionsReinvested),
    investmentEBFAT: toNumber(ebfat),
    returnValueOverPeriod: toNumber(ebfat.minus(bridge.fees).minus(bridge.tax)),
    capitalContributed: Number(bridge.contributions),
    capitalWithdrawn: Number(bridge.withdrawals),
    transferInAmount: Number(bridge.transfersIn),
    transferOutAmount: Number(bridge.transfersOut),
    performanceHistory: history,
  };
}
