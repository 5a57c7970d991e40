import type { IsoDate } from '../calendar/iso-date.js';
import { MIN_CAPITAL_AT_RISK } from '../performance/time-weighted-return.js';
import { cashCategory, FUND_FLOW, TRANSACTION_CATEGORY, type TransactionType } from './transaction-categories.js';

/**
 * The daily valuation of one account (DESIGN §5 'Derived'), from its transactions and the unit
 * prices: for every day with a price or a flow, the value of each holding (units × the last price
 * on or before the day) and of the account (holdings + Cash at Bank), and the time-weighted growth
 * index chained daily — inflows at the start of the day, outflows at the end:
 *
 *   r_t = (V_t + Out_t) / (V_{t−1} + In_t) − 1        index_t = index_{t−1} · (1 + r_t)
 *
 * the formula of `timeWeightedReturn` (performance/time-weighted-return.ts), kept as an index so
 * the return between any two days is a ratio of two stored numbers.
 *
 * Which flows count (transaction-categories.ts):
 * - account level: contributions, withdrawals and transfers cross the edge; PIE tax is money out
 *   (so returns are before tax); fees are not flows (returns are after fees) except in the gross
 *   index, where they are money out (returns before fees and tax); switches, purchases and sales
 *   are inside the account; a distribution paid to the bank is money out, one reinvested the same
 *   day is not; a wealth-management distribution goes to its cash account and stays inside.
 * - fund level: every movement in or out of the holding, switches included; fees are not flows.
 *
 * Exact money: units and prices arrive as integers of millionths (the database keeps 6 decimals),
 * values are integer cents. A holding is valued as the screens show it: units and price each
 * rounded half-up to 4 decimals, their product rounded half-up to the cent (spec 001 §9), so the
 * series' closing value is the valuation list's gross total to the cent.
 *
 * Plain loops and arrays: 10 years of a 20-fund account is ~2,600 days × 20 holdings.
 */

export interface SeriesTransaction {
  date: IsoDate;
  securityId: string;
  type: TransactionType;
  /** Signed millionths of a unit; 0 for a row without units (a declared distribution). */
  unitsMicro: number;
  /** Signed cents as stored (a declared distribution is positive). */
  valueCents: number;
  /** The dealing price in millionths, when the row has one: the price of a unit before the fund's first published price. */
  unitPriceMicro: number | null;
}

export interface SeriesCashMovement {
  date: IsoDate;
  activity: string;
  /** Credit positive, debit negative. */
  amountCents: number;
}

export interface PriceSeries {
  dates: readonly IsoDate[];
  /** Millionths, one per date, dates ascending. */
  micro: readonly number[];
}

/** The state at the end of the day before `from`: what the stored series ended on. */
export interface SeriesStart {
  unitsMicro: ReadonlyMap<string, number>;
  cashCents: number;
  /** Null when nothing was stored before `from`: the account's life starts inside the range. */
  account: { valueCents: number; netIndex: number; grossIndex: number; cumFlowCents: number; cumTaxCents: number } | null;
  holdings: ReadonlyMap<string, { valueCents: number; netIndex: number }>;
  /** Last dealing price per security, for a holding bought before its fund's first price. */
  lastDealingPriceMicro: ReadonlyMap<string, number>;
}

export interface DailySeriesInput {
  /** Wealth-management accounts keep a cash account, and their distributions are paid into it. */
  hasCashAccount: boolean;
  from: IsoDate;
  to: IsoDate;
  start: SeriesStart;
  /** Rows dated from `from` to `to`, in date order. */
  transactions: readonly SeriesTransaction[];
  /** Cash account rows dated from `from` to `to`, in date order. */
  cash: readonly SeriesCashMovement[];
  /** Prices per security; may start before `from` (the last price before it is used). */
  prices: ReadonlyMap<string, PriceSeries>;
}

export interface AccountDays {
  dates: IsoDate[];
  valueCents: number[];
  /** Time-weighted growth since inception: after fees, before PIE tax. */
  netIndex: number[];
  /** The same with fees as money out: before fees and tax. */
  grossIndex: number[];
  /** Running total of money in minus money out (PIE tax counts as out), in cents. */
  cumFlowCents: number[];
  /** Running total of PIE tax paid less rebates, in cents. */
  cumTaxCents: number[];
}

export interface HoldingDays {
  dates: IsoDate[];
  unitsMicro: number[];
  valueCents: number[];
  /** Time-weighted growth of the holding since it was first held: after fees, before tax. */
  netIndex: number[];
}

export interface DailySeries {
  account: AccountDays;
  holdings: Map<string, HoldingDays>;
}

/** A dollar, as performance/time-weighted-return.ts: below it nothing is meaningfully at risk. */
const MIN_CAPITAL_CENTS = MIN_CAPITAL_AT_RISK * 100;

/** Round half up (away from zero for the positive amounts we value) of an integer divided by a power of ten. */
function roundDiv(numerator: number, divisor: number): number {
  const sign = numerator < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(numerator) + divisor / 2) / divisor);
}

/** Cents of units × price, both rounded to 4 decimals first (spec 001 §9), exactly. */
export function holdingValueCents(unitsMicro: number, priceMicro: number): number {
  const units4 = roundDiv(unitsMicro, 100);
  const price4 = roundDiv(priceMicro, 100);
  const product = units4 * price4; // in 1e-8 dollars = 1e-6 cents
  if (Math.abs(product) <= Number.MAX_SAFE_INTEGER) return roundDiv(product, 1_000_000);
  const exact = BigInt(units4) * BigInt(price4);
  const negative = exact < 0n;
  const magnitude = negative ? -exact : exact;
  const cents = Number((magnitude + 500_000n) / 1_000_000n);
  return negative ? -cents : cents;
}

interface HoldingState {
  units: number;
  /** Today's value, once valued. */
  valueCents: number;
  /** Units and value at the end of the last day recorded (or of the stored series). */
  previousUnits: number;
  previousValueCents: number;
  netIndex: number;
  priceIndex: number;
  days: HoldingDays | null;
  inflow: number;
  outflow: number;
  declared: number;
  reinvested: number;
  touched: boolean;
}

export function buildDailySeries(input: DailySeriesInput): DailySeries {
  const { start, from, to } = input;
  const states = new Map<string, HoldingState>();
  const stateOf = (securityId: string): HoldingState => {
    let state = states.get(securityId);
    if (!state) {
      const stored = start.holdings.get(securityId);
      const units = start.unitsMicro.get(securityId) ?? 0;
      state = {
        units,
        valueCents: 0,
        previousUnits: units,
        previousValueCents: stored?.valueCents ?? 0,
        netIndex: stored?.netIndex ?? 1,
        priceIndex: 0,
        days: null,
        inflow: 0,
        outflow: 0,
        declared: 0,
        reinvested: 0,
        touched: false,
      };
      states.set(securityId, state);
    }
    return state;
  };
  for (const [securityId, units] of start.unitsMicro) if (units !== 0) stateOf(securityId);
  for (const t of input.transactions) stateOf(t.securityId);
  const dealingPrice = new Map(start.lastDealingPriceMicro);

  // The days: every price date of a security in play, and every date with a flow.
  const daySet = new Set<IsoDate>();
  for (const securityId of states.keys()) {
    const series = input.prices.get(securityId);
    if (!series) continue;
    for (const date of series.dates) if (date >= from && date <= to) daySet.add(date);
  }
  let firstActivity: IsoDate | null = null;
  for (const t of input.transactions) {
    daySet.add(t.date);
    if (firstActivity === null || t.date < firstActivity) firstActivity = t.date;
  }
  for (const c of input.cash) {
    daySet.add(c.date);
    if (firstActivity === null || c.date < firstActivity) firstActivity = c.date;
  }
  const anythingHeld = start.cashCents !== 0 || [...start.unitsMicro.values()].some((u) => u !== 0);
  let days = [...daySet].sort();
  // Before the first money arrives there is nothing to value.
  if (!anythingHeld) days = firstActivity === null ? [] : days.filter((d) => d >= firstActivity);

  const account: AccountDays = { dates: [], valueCents: [], netIndex: [], grossIndex: [], cumFlowCents: [], cumTaxCents: [] };
  let previousValue = start.account?.valueCents ?? 0;
  let netIndex = start.account?.netIndex ?? 1;
  let grossIndex = start.account?.grossIndex ?? 1;
  let cumFlow = start.account?.cumFlowCents ?? 0;
  let cumTax = start.account?.cumTaxCents ?? 0;
  let cashCents = start.cashCents;
  let ti = 0;
  let ci = 0;

  for (const day of days) {
    let inflow = 0;
    let outflow = 0;
    let fees = 0;
    let tax = 0;
    for (const state of states.values()) {
      state.inflow = 0;
      state.outflow = 0;
      state.declared = 0;
      state.reinvested = 0;
      state.touched = false;
    }

    for (; ti < input.transactions.length && input.transactions[ti]!.date === day; ti++) {
      const t = input.transactions[ti]!;
      const state = stateOf(t.securityId);
      state.units += t.unitsMicro;
      state.touched = true;
      if (t.unitPriceMicro !== null && t.unitPriceMicro > 0) dealingPrice.set(t.securityId, t.unitPriceMicro);
      const category = TRANSACTION_CATEGORY[t.type];
      const amount = Math.abs(t.valueCents);
      const fundFlow = FUND_FLOW[category];
      if (fundFlow === 'inflow') state.inflow += amount;
      else if (fundFlow === 'outflow') state.outflow += amount;
      switch (category) {
        case 'contribution':
        case 'transferIn':
          inflow += amount;
          break;
        case 'withdrawal':
        case 'transferOut':
          outflow += amount;
          break;
        case 'tax':
          outflow += amount;
          tax += amount;
          break;
        case 'taxRebate':
          inflow += amount;
          tax -= amount;
          break;
        case 'fee':
          fees += amount;
          break;
        case 'distributionDeclared':
          state.declared += amount;
          break;
        case 'distributionReinvested':
          state.reinvested += amount;
          break;
        default: // switches, purchases and sales stay inside the account
          break;
      }
    }
    for (; ci < input.cash.length && input.cash[ci]!.date === day; ci++) {
      const c = input.cash[ci]!;
      cashCents += c.amountCents;
      const category = cashCategory(c.activity);
      if (category === 'contribution') inflow += Math.abs(c.amountCents);
      else if (category === 'withdrawal') outflow += Math.abs(c.amountCents);
      else if (category === 'fee') fees += Math.abs(c.amountCents);
    }
    // A distribution paid to the bank leaves the account; one reinvested the same day does not.
    // A wealth-management distribution is paid into the cash account, which is part of the value.
    if (!input.hasCashAccount) {
      for (const state of states.values()) {
        const paidOut = state.declared - state.reinvested;
        if (paidOut > 0) outflow += paidOut;
        else inflow -= paidOut;
      }
    }

    let value = cashCents;
    for (const [securityId, state] of states) {
      if (state.units === 0) {
        state.valueCents = 0;
        continue;
      }
      const price = priceOnOrBefore(input.prices.get(securityId), state, day) ?? dealingPrice.get(securityId);
      state.valueCents = price === undefined ? 0 : holdingValueCents(state.units, price);
      value += state.valueCents;
    }

    const quiet = value === 0 && previousValue === 0 && inflow === 0 && outflow === 0 && fees === 0;
    if (quiet) continue;

    const capital = previousValue + inflow;
    if (capital >= MIN_CAPITAL_CENTS) {
      netIndex *= (value + outflow) / capital;
      grossIndex *= (value + outflow + fees) / capital;
    }
    cumFlow += inflow - outflow;
    cumTax += tax;
    account.dates.push(day);
    account.valueCents.push(value);
    account.netIndex.push(netIndex);
    account.grossIndex.push(grossIndex);
    account.cumFlowCents.push(cumFlow);
    account.cumTaxCents.push(cumTax);
    previousValue = value;

    for (const state of states.values()) recordHolding(state, day);
  }

  const holdings = new Map<string, HoldingDays>();
  for (const [securityId, state] of states) if (state.days) holdings.set(securityId, state.days);
  return { account, holdings };
}

/** Advances the holding's price cursor to the last price on or before `day`. */
function priceOnOrBefore(series: PriceSeries | undefined, state: HoldingState, day: IsoDate): number | undefined {
  if (!series || series.dates.length === 0 || series.dates[0]! > day) return undefined;
  while (state.priceIndex + 1 < series.dates.length && series.dates[state.priceIndex + 1]! <= day) state.priceIndex++;
  return series.micro[state.priceIndex];
}

/** A holding's day is kept while it holds units, on the day it is emptied, and on any day it moves. */
function recordHolding(state: HoldingState, day: IsoDate): void {
  if (state.units === 0 && state.previousUnits === 0 && state.previousValueCents === 0 && !state.touched) return;
  const capital = state.previousValueCents + state.inflow;
  if (capital >= MIN_CAPITAL_CENTS) state.netIndex *= (state.valueCents + state.outflow) / capital;
  state.days ??= { dates: [], unitsMicro: [], valueCents: [], netIndex: [] };
  state.days.dates.push(day);
  state.days.unitsMicro.push(state.units);
  state.days.valueCents.push(state.valueCents);
  state.days.netIndex.push(state.netIndex);
  state.previousUnits = state.units;
  state.previousValueCents = state.valueCents;
}
