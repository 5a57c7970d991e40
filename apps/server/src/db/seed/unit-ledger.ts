import type Decimal from 'decimal.js';
import type { TransactionType } from '../schema/codes.js';
import type { transactions } from '../schema/transactions.js';
import { localInstant, type Channel, type IsoDate } from './calendar.js';
import { lastPriceOnOrBefore, priceOn, type MarketData, type PriceSeries } from './market-data.js';
import { Money, ZERO, cents, fixed, units4 } from './money.js';
import type { Rng } from './prng.js';

export type TransactionInsert = typeof transactions.$inferInsert;

/** What every transaction generator needs. */
export interface LedgerContext {
  today: IsoDate;
  market: MarketData;
  securityIds: ReadonlyMap<string, string>;
  /** Stream for transaction ids, so the same seed gives the same ids. */
  ids: Rng;
}

export interface RowOptions {
  groupLabel?: string | null;
  switchId?: string;
  /** PIE tax withheld from an outflow. */
  tax?: Decimal;
}

/** Hour (local) at which the registry books the day's trades. */
const BOOKING_HOUR = 18;

/**
 * The units an account holds in each security, and the transactions that changed them. Every
 * issue or cancellation is units = value / price of the day to 4 decimals, value to the cent;
 * a cancellation never takes more units than are held, so holdings never go negative.
 */
export class UnitLedger {
  readonly rows: TransactionInsert[] = [];
  private readonly units = new Map<string, Decimal>();

  constructor(
    private readonly ctx: LedgerContext,
    readonly accountId: string,
    readonly channel: Channel,
  ) {}

  series(code: string): PriceSeries {
    const series = this.ctx.market.series.get(code);
    if (!series) throw new Error(`No prices for ${code}`);
    return series;
  }

  price(code: string, date: IsoDate): Decimal {
    return priceOn(this.series(code), date);
  }

  held(code: string): Decimal {
    return this.units.get(code) ?? ZERO;
  }

  heldCodes(): string[] {
    return [...this.units.entries()].filter(([, u]) => u.greaterThan(0)).map(([code]) => code);
  }

  /** Market value on a date, at the last price on or before it. */
  valueOf(code: string, date: IsoDate): Decimal {
    const units = this.held(code);
    if (units.isZero()) return ZERO;
    const price = lastPriceOnOrBefore(this.series(code), date) ?? ZERO;
    return cents(units.times(price));
  }

  totalValue(date: IsoDate): Decimal {
    return this.heldCodes().reduce((sum, code) => sum.plus(this.valueOf(code, date)), ZERO);
  }

  /** Issues units worth `value` (> 0). */
  issue(
    code: string,
    date: IsoDate,
    type: TransactionType,
    value: Decimal,
    description: string,
    options: RowOptions = {},
  ): TransactionInsert | null {
    const amount = cents(value);
    if (amount.lessThanOrEqualTo(0)) return null;
    const price = this.price(code, date);
    const units = units4(amount.dividedBy(price));
    if (units.isZero()) return null;
    return this.post(code, date, type, units, price, amount, description, options);
  }

  /** Issues a whole number of units (a listed share bought on market). */
  issueWholeUnits(
    code: string,
    date: IsoDate,
    type: TransactionType,
    units: number,
    description: string,
    options: RowOptions = {},
  ): TransactionInsert | null {
    if (units <= 0) return null;
    const price = this.price(code, date);
    const count = new Money(units);
    return this.post(code, date, type, count, price, cents(count.times(price)), description, options);
  }

  /** Cancels units worth `value` (> 0), or all units when they are worth less. */
  cancelValue(
    code: string,
    date: IsoDate,
    type: TransactionType,
    value: Decimal,
    description: string,
    options: RowOptions = {},
  ): TransactionInsert | null {
    const held = this.held(code);
    if (held.lessThanOrEqualTo(0)) return null;
    const price = this.price(code, date);
    const wanted = units4(cents(value).dividedBy(price));
    if (wanted.greaterThanOrEqualTo(held)) return this.cancelAll(code, date, type, description, options);
    if (wanted.lessThanOrEqualTo(0)) return null;
    return this.post(code, date, type, wanted.negated(), price, cents(value).negated(), description, options);
  }

  /** Cancels a number of units (at most those held). */
  cancelUnits(
    code: string,
    date: IsoDate,
    type: TransactionType,
    units: Decimal,
    description: string,
    options: RowOptions = {},
  ): TransactionInsert | null {
    const count = Money.min(units4(units), this.held(code));
    if (count.lessThanOrEqualTo(0)) return null;
    const price = this.price(code, date);
    return this.post(
      code,
      date,
      type,
      count.negated(),
      price,
      cents(count.times(price)).negated(),
      description,
      options,
    );
  }

  cancelAll(
    code: string,
    date: IsoDate,
    type: TransactionType,
    description: string,
    options: RowOptions = {},
  ): TransactionInsert | null {
    return this.cancelUnits(code, date, type, this.held(code), description, options);
  }

  /** A row that moves no units: a declared distribution, or a request still pending. */
  note(
    code: string,
    date: IsoDate,
    type: TransactionType,
    value: Decimal,
    description: string,
    options: RowOptions & { pending?: boolean } = {},
  ): TransactionInsert {
    const row = this.row(code, date, type, null, null, cents(value), description, options);
    if (options.pending) row.isPending = true;
    this.rows.push(row);
    return row;
  }

  /** Moves `value` from one security to another on one day: SwitchOut and SwitchIn with one switch id. */
  switchValue(
    from: string,
    to: string,
    date: IsoDate,
    value: Decimal,
    labels: { out: string; in: string; group: string },
  ): Decimal {
    const switchId = this.ctx.ids.uuid();
    const out = value.greaterThanOrEqualTo(this.valueOf(from, date))
      ? this.cancelAll(from, date, 'SwitchOut', labels.out, { groupLabel: labels.group, switchId })
      : this.cancelValue(from, date, 'SwitchOut', value, labels.out, { groupLabel: labels.group, switchId });
    if (!out) return ZERO;
    const moved = new Money(out.value).negated();
    this.issue(to, date, 'SwitchIn', moved, labels.in, { groupLabel: labels.group, switchId });
    return moved;
  }

  private post(
    code: string,
    date: IsoDate,
    type: TransactionType,
    units: Decimal,
    price: Decimal,
    value: Decimal,
    description: string,
    options: RowOptions,
  ): TransactionInsert {
    const after = this.held(code).plus(units);
    if (after.lessThan(0)) throw new Error(`${code} would go negative in ${this.accountId} on ${date}`);
    this.units.set(code, after);
    const row = this.row(code, date, type, units, price, value, description, options);
    this.rows.push(row);
    return row;
  }

  private row(
    code: string,
    date: IsoDate,
    type: TransactionType,
    units: Decimal | null,
    price: Decimal | null,
    value: Decimal,
    description: string,
    options: RowOptions,
  ): TransactionInsert {
    const securityId = this.ctx.securityIds.get(code);
    if (!securityId) throw new Error(`No security id for ${code}`);
    const tax = options.tax ? cents(options.tax) : ZERO;
    const netValue = value.lessThan(0) ? value.plus(tax) : value;
    return {
      id: this.ctx.ids.uuid(),
      accountId: this.accountId,
      securityId,
      tradeDate: date,
      bookedAt: localInstant(date, this.channel, BOOKING_HOUR),
      transactionType: type,
      description,
      groupLabel: options.groupLabel ?? null,
      units: units === null ? null : fixed(units, 4),
      unitPrice: price === null ? null : fixed(price, 4),
      value: fixed(value, 2),
      tax: fixed(tax, 2),
      netValue: fixed(netValue, 2),
      isPending: false,
      switchId: options.switchId ?? null,
    };
  }
}
