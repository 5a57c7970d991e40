import type Decimal from 'decimal.js';
import type { cashTransactions } from '../schema/transactions.js';
import { localInstant, type Channel, type IsoDate } from './calendar.js';
import { ZERO, cents, fixed } from './money.js';
import type { Rng } from './prng.js';

export type CashTransactionInsert = typeof cashTransactions.$inferInsert;

/** The cash account of a wealth-management portfolio (spec 002 §3 'Cash transactions'). */
export class CashAccount {
  readonly rows: CashTransactionInsert[] = [];
  private balanceNow = ZERO;

  constructor(
    private readonly accountId: string,
    private readonly channel: Channel,
    private readonly ids: Rng,
    private readonly securityIds: ReadonlyMap<string, string>,
  ) {}

  get balance(): Decimal {
    return this.balanceNow;
  }

  credit(day: IsoDate, activity: string, amount: Decimal, link: { code?: string; transactionId?: string } = {}): void {
    this.post(day, activity, 'C', amount, link);
  }

  debit(day: IsoDate, activity: string, amount: Decimal, link: { code?: string; transactionId?: string } = {}): void {
    this.post(day, activity, 'D', amount, link);
  }

  private post(
    day: IsoDate,
    activity: string,
    direction: 'C' | 'D',
    amount: Decimal,
    link: { code?: string; transactionId?: string },
  ): void {
    const value = cents(amount);
    if (value.lessThanOrEqualTo(0)) return;
    const after = direction === 'C' ? this.balanceNow.plus(value) : this.balanceNow.minus(value);
    if (after.lessThan(0)) throw new Error(`Cash of ${this.accountId} would go negative on ${day} (${activity})`);
    this.balanceNow = after;
    this.rows.push({
      id: this.ids.uuid(),
      accountId: this.accountId,
      eventDate: day,
      interestDate: day,
      bookedAt: localInstant(day, this.channel, 19),
      securityId: link.code ? (this.securityIds.get(link.code) ?? null) : null,
      activity,
      debitCredit: direction,
      amount: fixed(value, 2),
      currencyCode: this.channel === 'AU' ? 'AUD' : 'NZD',
      transactionId: link.transactionId ?? null,
    });
  }
}
