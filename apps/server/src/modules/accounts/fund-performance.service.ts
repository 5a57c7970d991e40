import Decimal from 'decimal.js';
import {
  addDays,
  annualise,
  cashCategory,
  daysBetween,
  fundPerformanceSummary,
  FUND_FLOW,
  isPerAnnumPeriod,
  periodRange,
  TRANSACTION_CATEGORY,
  type FundPerformanceRow,
  type FundPerformanceSummaryResponse,
  type PerformanceByFundResponse,
  type PerformanceQuery,
  type TransactionType,
} from '@tasman/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeNamed } from '../../db/named-statement.js';
import { arrayParam } from '../../db/sql-array.js';
import type { AuthContext } from '../auth/auth-context.js';
import { ApiError } from '../../plugins/api-error.js';
import { endsOf } from './account-series.js';
import {
  findAccountAndHoldingPoints,
  findHoldingPointsAndUnitFlows,
  type CashOverRange,
  type HoldingPoints,
  type HoldingProbe,
} from './holding-points.repo.js';
import { accessCte } from './account-access.js';
import {
  accessedRange,
  accountForFigures,
  givenCustomRange,
  indexReturn,
  latestOf,
  requestedRange,
  type AccountRow,
  type FiguresOf,
  type ResolvedPeriod,
} from './performance.service.js';
import { isStoredPeriod, storedFigureOf, SUMMARY_PERIOD, type StoredJson } from './stored-figures.js';
import type * as flows from './flows.repo.js';

const yearOf = (date: string) => Number(date.slice(0, 4));
const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

interface HoldingPoint {
  valueCents: number;
  netIndex: number;
}

interface HoldingRange {
  opening: HoldingPoint | null;
  closing: HoldingPoint | null;
  /** The first day held in the range, when the holding started inside it. */
  firstDate: string | null;
}

/**
 * Each holding's state at the end of the day before `from` and on its last stored day ≤ `to`, from
 * two probes per holding (holding-points.repo.ts), whatever the range's length: `probes` holds each
 * holding's probes at those two dates. A holding whose value before the range is nothing (never
 * held, or emptied) and that is held inside it starts on its first stored day in the range.
 */
function holdingRangeOf(probes: ReadonlyMap<string, HoldingProbe>, range: ResolvedPeriod): HoldingRange {
  const before = probes.get(addDays(range.from, -1));
  const last = probes.get(range.to)?.point ?? null;
  const opening = before?.point ?? null;
  const closing = last !== null && last.date >= range.from ? last : null;
  const startsInside = closing !== null && (opening === null || opening.valueCents === 0);
  return {
    opening,
    closing,
    firstDate: startsInside && before?.next != null && before.next <= range.to ? before.next : null,
  };
}

/** The dates to probe every holding the account ever had at, for some ranges (the day before each and its last day), and the years up to the last. */
function probesFor(ranges: readonly ResolvedPeriod[]) {
  const dates = [...new Set(ranges.flatMap((range) => [addDays(range.from, -1), range.to]))];
  const to = ranges.reduce((latest, range) => (range.to > latest ? range.to : latest), ranges[0]!.to);
  return { dates, years: { from: 0, to: yearOf(to) } };
}

/** The holdings probed at a range's ends and the range's unit flows (with `cash`, the Cash at Bank's figures too), in one statement. */
async function readHoldingPointsAndFlows(db: Db, of: Parameters<typeof findHoldingPointsAndUnitFlows>[1], range: ResolvedPeriod) {
  const { dates, years } = probesFor([range]);
  return findHoldingPointsAndUnitFlows(db, of, dates, years, range);
}

function holdingRangesOf(points: HoldingPoints, range: ResolvedPeriod): Map<string, HoldingRange> {
  return new Map([...points].map(([securityId, { probes }]) => [securityId, holdingRangeOf(probes, range)]));
}

/**
 * A fund's return over the part of the period it was held: a fund bought inside the period is
 * measured from its first day, and annualised only when that span is over a year.
 */
function holdingReturn(range: HoldingRange, period: ResolvedPeriod): { percent: number | null; perAnnum: boolean } {
  if (!range.closing) return { percent: null, perAnnum: false };
  const opening = range.opening ?? { valueCents: 0, netIndex: 1 };
  if (!(opening.netIndex > 0)) return { percent: null, perAnnum: false };
  if (opening.valueCents === 0 && range.closing.netIndex === opening.netIndex && range.closing.valueCents === 0)
    return { percent: null, perAnnum: false };
  const cumulative = range.closing.netIndex / opening.netIndex - 1;
  const from = range.firstDate ?? period.from;
  const perAnnum = isPerAnnumPeriod(from, period.to);
  return { percent: (perAnnum ? annualise(cumulative, daysBetween(from, period.to) + 1) : cumulative) * 100, perAnnum };
}

class Named {
  readonly totals = new Map<string, Decimal>();
  add(name: string, amount: Decimal): void {
    if (amount.isZero()) return;
    this.totals.set(name, (this.totals.get(name) ?? new Decimal(0)).plus(amount.abs()));
  }
  group() {
    const total = [...this.totals.values()].reduce((s, v) => s.plus(v), new Decimal(0));
    return {
      totalValue: cents(total),
      groupedSummary: [...this.totals].map(([name, value]) => ({ name, totalValue: cents(value) })),
    };
  }
}

/**
 * spec 001 §3 'Performance by fund': each fund held in the period, its opening and closing value,
 * its time-weighted return (switches are flows at fund level), and its flows; earnings are the
 * balancing figure before fees and tax: closing − opening − money in + money out + fees.
 */
export async function performanceByFund(
  db: Db,
  auth: AuthContext,
  accountNumber: string,
  query: PerformanceQuery,
): Promise<PerformanceByFundResponse> {
  const figures = await accountForFigures(db, auth, accountNumber);
  return performanceByFundFor(db, figures.account, requestedRange(figures, query), query.period);
}

/** The route's answer: a button's stored table while its set is current (stored-figures.ts), else computed. */
export async function servedPerformanceByFund(
  db: Db,
  auth: AuthContext,
  accountNumber: string,
  query: PerformanceQuery,
): Promise<PerformanceByFundResponse | StoredJson> {
  const stored = isStoredPeriod(query.period) ? await storedFigureOf(db, auth, accountNumber, 'performance-by-fund', query.period) : null;
  if (stored) return stored;
  const custom = await customPerformanceByFund(db, auth, accountNumber, query);
  if (custom) return custom;
  const figures = await accountForFigures(db, auth, accountNumber);
  return performanceByFundFor(db, figures.account, requestedRange(figures, query), query.period);
}

/**
 * A custom range's by-fund table with the access check in the statement that reads its holdings and
 * flows (one round trip where there were two, issue 15), as performance.service.ts customPerformance.
 * Undefined where the two-statement path answers (givenCustomRange, accessedRange).
 */
export async function customPerformanceByFund(
  db: Db,
  auth: AuthContext,
  accountNumber: string,
  query: PerformanceQuery,
): Promise<PerformanceByFundResponse | undefined> {
  const range = givenCustomRange(query);
  if (!range) return undefined;
  const read = await readHoldingPointsAndFlows(db, { access: accessCte(auth, accountNumber) }, range);
  const accessed = accessedRange({ account: read.account ?? null, latest: read.latest ?? null }, query, range);
  return accessed && byFundOf(db, accessed.account, accessed.range, query.period, read);
}

/**
 * The by-fund table of an account over a resolved range, with no session (the route checks access
 * first; the stored-figures job makes the buttons' tables ahead, jobs/figures).
 */
export async function performanceByFundFor(
  db: Db,
  account: Pick<AccountRow, 'id' | 'accountNumber' | 'productType'>,
  range: ResolvedPeriod,
  periodCode: PerformanceQuery['period'],
): Promise<PerformanceByFundResponse> {
  const read = await readHoldingPointsAndFlows(db, { accountId: account.id, cash: account.productType === 'PW' }, range);
  return byFundOf(db, account, range, periodCode, read);
}

/** The by-fund table from a range's holding probes and flows (performanceByFundFor). */
async function byFundOf(
  db: Db,
  account: Pick<AccountRow, 'accountNumber'>,
  range: ResolvedPeriod,
  periodCode: PerformanceQuery['period'],
  { points, unitFlows, cash }: Awaited<ReturnType<typeof readHoldingPointsAndFlows>>,
): Promise<PerformanceByFundResponse> {
  const perAnnum = isPerAnnumPeriod(range.from, range.to);
  const ranges = holdingRangesOf(points, range);

  const ids = new Set([...unitFlows.map((f) => f.securityId)]);
  for (const [securityId, r] of ranges) if (r.closing || (r.opening && r.opening.valueCents !== 0)) ids.add(securityId);
  const info = await securitiesOf(db, points, [...ids]);

  const flowsByFund = groupBySecurity(unitFlows);
  const bridges: ReturnType<typeof fundBridge>[] = [];
  const rows: FundPerformanceRow[] = info.map((security) => {
    const r = ranges.get(security.id) ?? { opening: null, closing: null, firstDate: null };
    const fundReturn = holdingReturn(r, range);
    const bridge = fundBridge(r, flowsByFund.get(security.id) ?? []);
    bridges.push(bridge);
    const { groups } = bridge;
    return {
      rowKind: 'fund',
      securityName: security.name,
      securityCode: security.code,
      msSecurityId: security.msSecurityId,
      openingBalance: cents(bridge.opening),
      closingBalance: cents(bridge.closing),
      returnPercentage: fundReturn.percent,
      returnPerAnnum: fundReturn.perAnnum,
      earnings: cents(bridge.earnings),
      tax: cents(bridge.tax),
      registryFees: cents(bridge.fees),
      hasDistribution: !bridge.distributions.isZero(),
      distributions: cents(bridge.distributions),
      distributionsReinvested: cents(bridge.reinvested),
      Contributions: groups.Contributions.group(),
      Withdrawals: groups.Withdrawals.group(),
      TransfersIn: groups.TransfersIn.group(),
      TransfersOut: groups.TransfersOut.group(),
      SwitchIn: groups.SwitchIn.group(),
      SwitchOut: groups.SwitchOut.group(),
    };
  });
  rows.sort((a, b) => b.closingBalance - a.closingBalance || a.securityName.localeCompare(b.securityName));
  const cashRow = cash ? cashAtBankRow(cash, bridges) : null;
  if (cashRow) rows.push(cashRow);
  return {
    accountNumber: account.accountNumber,
    periodCode,
    periodStart: range.from,
    periodEnd: range.to,
    basis: basis(perAnnum),
    securities: rows,
  };
}

/**
 * A wealth-management account's Cash at Bank over the period, as a row of the by-fund table, so
 * that the table adds up to the portfolio's bridge (issue 9 item 8): its opening and closing
 * balances, the deposits and withdrawals that cross the account's edge, the portfolio-level fees
 * charged to it, and the money it paid into the funds or received from them (the funds' purchases,
 * sales and distributions, with the opposite sign). Its earnings (interest) are the balancing
 * figure, as a fund's are. Null when the account never had cash in the period.
 */
function cashAtBankRow(cash: CashOverRange, funds: readonly ReturnType<typeof fundBridge>[]): FundPerformanceRow | null {
  const opening = new Decimal(cash.before);
  const closing = new Decimal(cash.after);
  const groups = { Contributions: new Named(), Withdrawals: new Named(), SwitchIn: new Named(), SwitchOut: new Named() };
  let fees = new Decimal(0);
  for (const row of cash.flows) {
    const amount = new Decimal(row.total);
    const category = cashCategory(row.activity);
    if (category === 'contribution') groups.Contributions.add('Deposits', amount);
    else if (category === 'withdrawal') groups.Withdrawals.add('Withdrawals', amount);
    else if (category === 'fee') fees = fees.minus(amount); // debits: negative totals
  }
  const total = (pick: (fund: ReturnType<typeof fundBridge>) => Decimal) => funds.reduce((sum, fund) => sum.plus(pick(fund)), new Decimal(0));
  groups.SwitchOut.add('Bought for the portfolio', total((fund) => fund.purchases));
  groups.SwitchIn.add('Investments sold', total((fund) => fund.sales));
  groups.SwitchIn.add('Income from investments', total((fund) => fund.distributions.minus(fund.reinvested)));
  const moneyIn = sumOf(groups.Contributions).plus(sumOf(groups.SwitchIn));
  const moneyOut = sumOf(groups.Withdrawals).plus(sumOf(groups.SwitchOut));
  if (opening.isZero() && closing.isZero() && moneyIn.isZero() && moneyOut.isZero() && fees.isZero()) return null;
  const earnings = closing.minus(opening).minus(moneyIn).plus(moneyOut).plus(fees);
  const none = new Named().group();
  return {
    rowKind: 'cashAtBank',
    securityName: 'Cash at Bank',
    securityCode: '',
    msSecurityId: 'CASH-AT-BANK',
    openingBalance: cents(opening),
    closingBalance: cents(closing),
    returnPercentage: null,
    returnPerAnnum: false,
    earnings: cents(earnings),
    tax: 0,
    registryFees: cents(fees),
    hasDistribution: false,
    distributions: 0,
    distributionsReinvested: 0,
    Contributions: groups.Contributions.group(),
    Withdrawals: groups.Withdrawals.group(),
    TransfersIn: none,
    TransfersOut: none,
    SwitchIn: groups.SwitchIn.group(),
    SwitchOut: groups.SwitchOut.group(),
  };
}

const sumOf = (named: Named) => [...named.totals.values()].reduce((sum, value) => sum.plus(value), new Decimal(0));

/**
 * Each fund's investment earnings after fees over a range (closing − opening − money in + money
 * out, tax counted as money out): the taxable income a PIE accrues for the account.
 */
export async function earningsAfterFees(db: Db, accountId: string, range: ResolvedPeriod): Promise<Map<string, Decimal>> {
  const { points, unitFlows } = await readHoldingPointsAndFlows(db, { accountId, cash: false }, range);
  const ranges = holdingRangesOf(points, range);
  const flowsByFund = groupBySecurity(unitFlows);
  const result = new Map<string, Decimal>();
  for (const securityId of new Set([...ranges.keys(), ...flowsByFund.keys()])) {
    const bridge = fundBridge(ranges.get(securityId), flowsByFund.get(securityId) ?? []);
    result.set(securityId, bridge.earnings.minus(bridge.fees));
  }
  return result;
}

/**
 * What the funds are, in the order of `ids`' first appearance: from the holdings' probes, which carry
 * them, and from the database only for a fund the account never held (none, unless a deal has no
 * stored day yet).
 */
async function securitiesOf(db: Db, points: HoldingPoints, ids: readonly string[]) {
  const missing = ids.filter((id) => !points.has(id));
  const read = new Map((await securitiesById(db, missing)).map((security) => [security.id, security]));
  return ids.flatMap((id) => {
    const security = points.get(id)?.security ?? read.get(id);
    return security ? [security] : [];
  });
}

/** What the funds are, by id: one named statement for any number of them (the ids, read from the database, as one array). */
async function securitiesById(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return executeNamed<{ id: string; name: string; code: string; msSecurityId: string; assetClass: string }>(
    db,
    sql`select id, name, code, ms_security_id as "msSecurityId", asset_class as "assetClass"
        from securities where id = any(${arrayParam(ids, 'uuid')})`,
    'securities_by_id',
  );
}

function groupBySecurity(unitFlows: readonly flows.UnitFlowTotal[]): Map<string, flows.UnitFlowTotal[]> {
  const result = new Map<string, flows.UnitFlowTotal[]>();
  for (const f of unitFlows) result.set(f.securityId, [...(result.get(f.securityId) ?? []), f]);
  return result;
}

/**
 * One fund's bridge over a range: opening and closing values (a fund no longer held closes where it
 * last stood), money in and out of the holding, fees, tax, distributions and the flow groups, and
 * its earnings before fees and tax as the balancing figure: closing − opening − in + out + fees.
 */
function fundBridge(range: HoldingRange | undefined, fundFlows: readonly flows.UnitFlowTotal[]) {
  const opening = new Decimal(range?.opening?.valueCents ?? 0).dividedBy(100);
  const closing = range?.closing ? new Decimal(range.closing.valueCents).dividedBy(100) : opening;
  const groups = {
    Contributions: new Named(),
    Withdrawals: new Named(),
    TransfersIn: new Named(),
    TransfersOut: new Named(),
    SwitchIn: new Named(),
    SwitchOut: new Named(),
  };
  let inflow = new Decimal(0);
  let outflow = new Decimal(0);
  let fees = new Decimal(0);
  let tax = new Decimal(0);
  let distributions = new Decimal(0);
  let reinvested = new Decimal(0);
  let purchases = new Decimal(0);
  let sales = new Decimal(0);
  for (const f of fundFlows) {
    const type = f.transactionType as TransactionType;
    const category = TRANSACTION_CATEGORY[type];
    const amount = new Decimal(f.total).abs();
    const label = f.groupLabel ?? type;
    const fundFlow = FUND_FLOW[category];
    if (fundFlow === 'inflow') inflow = inflow.plus(amount);
    else if (fundFlow === 'outflow') outflow = outflow.plus(amount);
    else fees = fees.plus(amount);
    // PIE tax withheld from money taken out is tax, as in the portfolio's bridge (issue 9 item 4):
    // the withdrawal shows what reached the investor.
    const withheld = category === 'withdrawal' || category === 'transferOut' ? new Decimal(f.taxWithheld ?? 0) : new Decimal(0);
    tax = tax.plus(withheld);
    if (category === 'purchase') purchases = purchases.plus(amount);
    else if (category === 'sale') sales = sales.plus(amount);
    if (category === 'contribution' || category === 'purchase') groups.Contributions.add(label, amount);
    else if (category === 'withdrawal' || category === 'sale') groups.Withdrawals.add(label, amount.minus(withheld));
    else if (category === 'transferIn') groups.TransfersIn.add(label, amount);
    else if (category === 'transferOut') groups.TransfersOut.add(label, amount.minus(withheld));
    else if (category === 'switchIn') groups.SwitchIn.add(label, amount);
    else if (category === 'switchOut') groups.SwitchOut.add(label, amount);
    else if (category === 'tax') tax = tax.plus(amount);
    else if (category === 'taxRebate') tax = tax.minus(amount);
    else if (category === 'distributionDeclared') distributions = distributions.plus(amount);
    else if (category === 'distributionReinvested') reinvested = reinvested.plus(amount);
  }
  const earnings = closing.minus(opening).minus(inflow).plus(outflow).plus(fees);
  return { opening, closing, groups, fees, tax, distributions, reinvested, earnings, purchases, sales };
}

function basis(perAnnum: boolean) {
  return { method: 'time-weighted', afterFees: true, afterTax: false, perAnnum } as const;
}

/** spec 001 §3 'Fund performance summary' ranges: m3, m6, m12 to the latest valuation day. */
const RANGES = [
  { rangeCode: 'm3', period: 'THREE_MONTHS' },
  { rangeCode: 'm6', period: 'SIX_MONTHS' },
  { rangeCode: 'm12', period: 'ONE_YEAR' },
] as const;

/**
 * The wealth-management fund performance summary: the portfolio's gross return (before fees and
 * tax) over each range, and each fund's return over it (null unless held through the whole range).
 */
export async function fundPerformanceSummaryOf(db: Db, auth: AuthContext, accountNumber: string): Promise<FundPerformanceSummaryResponse> {
  return summaryOf(db, await accountForFigures(db, auth, accountNumber));
}

/** The route's answer: the stored summary while its set is current (stored-figures.ts), else computed. */
export async function servedFundPerformanceSummary(db: Db, auth: AuthContext, accountNumber: string): Promise<FundPerformanceSummaryResponse | StoredJson> {
  const isWealth = (account: { productType: string }) => account.productType === 'PW';
  const stored = await storedFigureOf(db, auth, accountNumber, 'fund-performance-summary', SUMMARY_PERIOD, isWealth);
  return stored ?? summaryOf(db, await accountForFigures(db, auth, accountNumber));
}

async function summaryOf(db: Db, figures: FiguresOf): Promise<FundPerformanceSummaryResponse> {
  if (figures.account.productType !== 'PW') throw new ApiError('NotFound');
  return fundPerformanceSummaryFor(db, figures.account, latestOf(figures));
}

/** The same for an account (a wealth-management one) and its latest valuation day, with no session. */
export async function fundPerformanceSummaryFor(
  db: Db,
  account: Pick<AccountRow, 'id' | 'accountNumber' | 'signupDate'>,
  latest: string,
): Promise<FundPerformanceSummaryResponse> {

  // The three ranges end on the latest day: the account and each holding probed at the day before
  // each range and at that day answer all of them.
  const ranges = RANGES.map(({ rangeCode, period }) => ({ rangeCode, ...periodRange(period, latest, account.signupDate) }));
  const { dates, years } = probesFor(ranges);
  const { account: series, points: stored } = await findAccountAndHoldingPoints(db, account.id, dates, years);
  const rangeList = ranges.map((range) => {
    const { opening, closing } = endsOf(series, range.from, range.to);
    const heldThrough = opening.date !== null && opening.valueCents > 0;
    const gross = heldThrough ? indexReturn(opening, closing, 'grossIndex') : null;
    return { rangeCode: range.rangeCode, fromDate: range.from, toDate: range.to, grossReturnPercentage: gross === null ? null : gross * 100 };
  });
  const perRange = ranges.map((range) => holdingRangesOf(stored, range));

  const held = [...(perRange[0]?.entries() ?? [])].filter(([, r]) => r.closing && r.closing.valueCents > 0).map(([id]) => id);
  const info = await securitiesOf(db, stored, held);
  const securityList = info.map((security) => ({
    securityName: security.name,
    msSecurityId: security.msSecurityId,
    assetClassMilford: security.assetClass,
    returns: perRange.map((ranges) => {
      const r = ranges.get(security.id);
      if (!r?.opening || r.opening.valueCents === 0 || !(r.opening.netIndex > 0) || !r.closing) return { returnPercentage: null };
      return { returnPercentage: (r.closing.netIndex / r.opening.netIndex - 1) * 100 };
    }),
  }));
  return { accountNumber: account.accountNumber, ...fundPerformanceSummary(rangeList, securityList) };
}


