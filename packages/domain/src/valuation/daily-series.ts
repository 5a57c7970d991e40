import type { IsoDate } from '../calendar/iso-date.js';
import { MIN_CAPITAL_AT_RISK } from '../performance/time-weighted-return.js';
import { cashCategory, FUND_FLOW, TRANSACTION_CATEGORY, type TransactionType } from './transaction-categories.js';

/**
 * The daily valuation of one account (DESIGN §5 'Derived'), from its transactions and the unit
 * prices: for every day with a price or a flow, the value of each holding (units × the last price
 * on or before the day) and of the account (holdings + Cash at Bank), and the time-weighted growth
 * index chained daily. Every deal is at the day's closing unit price, so a flow is an end-of-day
 * flow (DESIGN §5; issue 9 item 1): the money arrives after the day's price move and leaves after it.
 *
 *   r_t = (V_t − In_t + Out_t) / V_{t−1} − 1        index_t = index_{t−1} · (1 + r_t)
 *
 * the formula of `timeWeightedReturn` (performance/time-weighted-return.ts), kept as an index so
 * the return between any two days is a ratio of two stored numbers. An account holding one fund
 * therefore returns exactly that fund's unit-price return (distributions reinvested), whatever
 * money comes and goes.
 *
 * The index is measured without the cent rounding of the values shown: each holding at
 * units × price unrounded, and each flow that deals units at its units × dealing price. Rounding to
 * the cent on both sides of a ratio would add up to half a cent per holding per day of noise (about
 * 1e−6 a day on a $5,000 account), which the unit-price identity above would not survive.
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
  /**
   * PIE tax withheld from this row, in cents (the transactions' tax column, ≥ 0): part of a
   * withdrawal's or transfer out's value that went to Inland Revenue instead of the investor.
   * Absent is 0.
   */
  taxCents?: number;
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
  /** Today's value unrounded (units × price in dollars), for the index. */
  exactValue: number;
  previousExactValue: number;
  /** Units and value at the end of the last day recorded (or of the stored series). */
  previousUnits: number;
  previousValueCents: number;
  netIndex: number;
  priceIndex: number;
  days: HoldingDays | null;
  /** Today's flows in and out of the holding, in unrounded dollars. */
  inflow: number;
  outflow: number;
  /** Today's declared and reinvested distributions, in cents. */
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
        exactValue: 0,
        previousExactValue: 0,
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
  // The close of the day before `from`, unrounded: what the stored series ended on, before its cents.
  let previousExact = start.account === null ? 0 : cashCents / 100;
  for (const [securityId, state] of states) {
    if (state.units === 0) continue;
    const price = lastPriceBefore(input.prices.get(securityId), from) ?? dealingPrice.get(securityId);
    state.previousExactValue = price === undefined ? 0 : exactValue(state.units, price);
    if (start.account !== null) previousExact += state.previousExactValue;
  }
  let ti = 0;
  let ci = 0;

  for (const day of days) {
    // Cents for the money figures (cumFlow, cumTax); unrounded dollars for the index.
    let inflow = 0;
    let outflow = 0;
    let tax = 0;
    let inExact = 0;
    let outExact = 0;
    let feesExact = 0;
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
      const dealt = dealtValue(t);
      const fundFlow = FUND_FLOW[category];
      if (fundFlow === 'inflow') state.inflow += dealt;
      else if (fundFlow === 'outflow') state.outflow += dealt;
      switch (category) {
        case 'contribution':
        case 'transferIn':
          inflow += amount;
          inExact += dealt;
          break;
        case 'withdrawal':
        case 'transferOut':
          // Money out is the whole value (returns are before tax); the PIE tax withheld from it went
          // to Inland Revenue, not to the investor, so it is tax (issue 9 item 4).
          outflow += amount;
          outExact += dealt;
          tax += t.taxCents ?? 0;
          break;
        case 'tax':
          outflow += amount;
          outExact += dealt;
          tax += amount;
          break;
        case 'taxRebate':
          inflow += amount;
          inExact += dealt;
          tax -= amount;
          break;
        case 'fee':
          feesExact += dealt;
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
      const amount = Math.abs(c.amountCents);
      if (category === 'contribution') {
        inflow += amount;
        inExact += amount / 100;
      } else if (category === 'withdrawal') {
        outflow += amount;
        outExact += amount / 100;
      } else if (category === 'fee') feesExact += amount / 100;
    }
    // A distribution paid to the bank leaves the account; one reinvested the same day does not.
    // A wealth-management distribution is paid into the cash account, which is part of the value.
    if (!input.hasCashAccount) {
      for (const state of states.values()) {
        const paidOut = state.declared - state.reinvested;
        if (paidOut > 0) {
          outflow += paidOut;
          outExact += paidOut / 100;
        } else {
          inflow -= paidOut;
          inExact -= paidOut / 100;
        }
      }
    }

    let value = cashCents;
    let valueExact = cashCents / 100;
    for (const [securityId, state] of states) {
      if (state.units === 0) {
        state.valueCents = 0;
        state.exactValue = 0;
        continue;
      }
      const price = priceOnOrBefore(input.prices.get(securityId), state, day) ?? dealingPrice.get(securityId);
      state.valueCents = price === undefined ? 0 : holdingValueCents(state.units, price);
      state.exactValue = price === undefined ? 0 : exactValue(state.units, price);
      value += state.valueCents;
      valueExact += state.exactValue;
    }

    const quiet = value === 0 && previousValue === 0 && inflow === 0 && outflow === 0 && feesExact === 0;
    if (quiet) continue;

    // End-of-day flows: only what was held at yesterday's close was at risk today.
    if (previousExact >= MIN_CAPITAL_AT_RISK) {
      netIndex *= (valueExact - inExact + outExact) / previousExact;
      grossIndex *= (valueExact - inExact + outExact + feesExact) / previousExact;
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
    previousExact = valueExact;

    for (const state of states.values()) recordHolding(state, day);
  }

  const holdings = new Map<string, HoldingDays>();
  for (const [securityId, state] of states) if (state.days) holdings.set(securityId, state.days);
  return { account, holdings };
}

/** Units × price in dollars, unrounded: the index's measure of a holding. */
function exactValue(unitsMicro: number, priceMicro: number): number {
  return ((unitsMicro / 1e6) * priceMicro) / 1e6;
}

/**
 * What a row moved, in dollars, for the index: units × its dealing price when it deals units
 * (the deal is at that price, and the ledger's value is the same to the cent), else its value.
 */
function dealtValue(t: SeriesTransaction): number {
  if (t.unitsMicro !== 0 && t.unitPriceMicro !== null && t.unitPriceMicro > 0) return Math.abs(exactValue(t.unitsMicro, t.unitPriceMicro));
  return Math.abs(t.valueCents) / 100;
}

/** The last price strictly before `date`, without moving any cursor. */
function lastPriceBefore(series: PriceSeries | undefined, date: IsoDate): number | undefined {
  if (!series) return undefined;
  let found: number | undefined;
  for (let i = 0; i < series.dates.length && series.dates[i]! < date; i++) found = series.micro[i];
  return found;
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
  // End-of-day flows, unrounded, as the account's index.
  if (state.previousExactValue >= MIN_CAPITAL_AT_RISK) {
    state.netIndex *= (state.exactValue - state.inflow + state.outflow) / state.previousExactValue;
  }
  state.days ??= { dates: [], unitsMicro: [], valueCents: [], netIndex: [] };
  state.days.dates.push(day);
  state.days.unitsMicro.push(state.units);
  state.days.valueCents.push(state.valueCents);
  state.days.netIndex.push(state.netIndex);
  state.previousUnits = state.units;
  state.previousValueCents = state.valueCents;
  state.previousExactValue = state.exactValue;
}
