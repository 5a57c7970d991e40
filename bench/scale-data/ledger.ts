import type { BenchCalendar } from './calendar.js';
import type { BenchFund } from './funds.js';
import type { CashStore, Strings, TransactionStore, TxType } from './store.js';

/** What every account's simulation writes into. */
export interface LedgerContext {
  calendar: BenchCalendar;
  funds: BenchFund[];
  transactions: TransactionStore;
  cash: CashStore;
  strings: Strings;
  nextSwitchNo: () => number;
}

/** Ten-thousandths of a unit × ten-thousandths of a dollar → cents. */
const UNITS_TIMES_PRICE_TO_CENTS = 1e6;

/**
 * The units one account holds per fund, in integer ten-thousandths, and the rows that move them.
 * Every issue or cancellation is units = value / unit price of that day, rounded to four decimals;
 * a cancellation never takes more units than are held, so no holding goes negative.
 */
export class Ledger {
  readonly units: Float64Array;

  constructor(
    private readonly ctx: LedgerContext,
    readonly account: number,
  ) {
    this.units = new Float64Array(ctx.funds.length);
  }

  price(fund: number, day: number): number {
    return (this.ctx.funds[fund] as BenchFund).prices[day] as number;
  }

  /** Market value in cents. */
  valueOf(fund: number, day: number): number {
    const units = this.units[fund] as number;
    return units > 0 ? Math.round((units * this.price(fund, day)) / UNITS_TIMES_PRICE_TO_CENTS) : 0;
  }

  total(day: number): number {
    let sum = 0;
    for (let f = 0; f < this.units.length; f++) if ((this.units[f] as number) > 0) sum += this.valueOf(f, day);
    return sum;
  }

  held(): number[] {
    const list: number[] = [];
    for (let f = 0; f < this.units.length; f++) if ((this.units[f] as number) > 0) list.push(f);
    return list;
  }

  largest(day: number): number {
    let best = -1;
    let bestValue = 0;
    for (const f of this.held()) {
      const value = this.valueOf(f, day);
      if (value > bestValue) {
        best = f;
        bestValue = value;
      }
    }
    return best;
  }

  /** Issues units worth `cents`; returns the row, or -1 when nothing was issued. */
  issue(fund: number, day: number, type: TxType, cents: number, description: string, group: string, switchNo = -1): number {
    if (!(cents > 0)) return -1;
    const price = this.price(fund, day);
    const units = Math.round((cents * UNITS_TIMES_PRICE_TO_CENTS) / price);
    if (units <= 0) return -1;
    this.units[fund] = (this.units[fund] as number) + units;
    return this.push(fund, day, type, units, price, cents, 0, description, group, switchNo);
  }

  /** Cancels units worth `cents`, or all of them when they are worth less. */
  cancelValue(
    fund: number,
    day: number,
    type: TxType,
    cents: number,
    description: string,
    group: string,
    switchNo = -1,
    tax = 0,
  ): number {
    const held = this.units[fund] as number;
    if (held <= 0 || !(cents > 0)) return -1;
    const price = this.price(fund, day);
    const wanted = Math.round((cents * UNITS_TIMES_PRICE_TO_CENTS) / price);
    if (wanted >= held) return this.cancelAll(fund, day, type, description, group, switchNo, tax);
    if (wanted <= 0) return -1;
    this.units[fund] = held - wanted;
    return this.push(fund, day, type, -wanted, price, -cents, tax, description, group, switchNo);
  }

  cancelAll(fund: number, day: number, type: TxType, description: string, group: string, switchNo = -1, tax = 0): number {
    const held = this.units[fund] as number;
    if (held <= 0) return -1;
    const price = this.price(fund, day);
    this.units[fund] = 0;
    const value = Math.round((held * price) / UNITS_TIMES_PRICE_TO_CENTS);
    return this.push(fund, day, type, -held, price, -value, Math.min(tax, value), description, group, switchNo);
  }

  /** A request not processed yet: no units, no price (spec 001 pending transactions). */
  pending(fund: number, day: number, type: TxType, cents: number, description: string, group: string): number {
    return this.ctx.transactions.push({
      account: this.account,
      fund,
      day,
      type,
      description: this.ctx.strings.id(description),
      group: this.ctx.strings.id(group),
      units: Number.NaN,
      price: 0,
      value: cents,
      tax: 0,
      pending: true,
      switchNo: -1,
    });
  }

  /** Moves `cents` (or all of `from`) into `to` on one day: SwitchOut and SwitchIn with one switch id. */
  switchValue(from: number, to: number, day: number, cents: number, labels: { out: string; in: string; group: string }): number {
    const switchNo = this.ctx.nextSwitchNo();
    const out =
      cents >= this.valueOf(from, day)
        ? this.cancelAll(from, day, 'SwitchOut', labels.out, labels.group, switchNo)
        : this.cancelValue(from, day, 'SwitchOut', cents, labels.out, labels.group, switchNo);
    if (out < 0) return 0;
    const moved = -(this.ctx.transactions.value[out] as number);
    this.issue(to, day, 'SwitchIn', moved, labels.in, labels.group, switchNo);
    return moved;
  }

  /** Value of a row written by this ledger (cents, signed). */
  rowValue(row: number): number {
    return this.ctx.transactions.value[row] as number;
  }

  private push(
    fund: number,
    day: number,
    type: TxType,
    units: number,
    price: number,
    value: number,
    tax: number,
    description: string,
    group: string,
    switchNo: number,
  ): number {
    return this.ctx.transactions.push({
      account: this.account,
      fund,
      day,
      type,
      description: this.ctx.strings.id(description),
      group: this.ctx.strings.id(group),
      units,
      price,
      value,
      tax,
      pending: false,
      switchNo,
    });
  }
}

/** Splits cents by weights; the rounding remainder goes to the first share. */
export function splitCents(cents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const shares = weights.map((w) => Math.floor((cents * w) / total));
  shares[0] = (shares[0] as number) + cents - shares.reduce((sum, s) => sum + s, 0);
  return shares;
}
