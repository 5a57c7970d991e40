import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CURRENCY_CODES, TRANSACTION_TYPES } from './codes.js';
import { securities } from './funds.js';
import { accounts } from './people.js';

/**
 * spec 002 §3 'Retail transaction' and 'Private equity transaction'; spec 001 §3 'Performance
 * response' (groupedSummary) and 'PE call transaction'. The units ledger of every product type:
 * holdings at a date are the sum of units up to that date.
 *
 * Signs: units are positive when issued to the account and negative when cancelled; value has the
 * sign of units (units x unit price, to the cent). A pending request has no units or price yet and
 * its value has the sign it will have. A Distribution row has no units; its value is the amount
 * declared (positive). tax is PIE tax withheld from this transaction (>= 0); net_value is what
 * reached the investor or the fund: value + tax for an outflow, value otherwise. The yearly PIE
 * tax is a 'Tax' row whose value is the tax (negative) and whose tax column is 0.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    securityId: uuid('security_id')
      .notNull()
      .references(() => securities.id),
    /** The client's local business day (DESIGN §5 'Days are local'). */
    tradeDate: date('trade_date').notNull(),
    /** When the registry booked it. */
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    transactionType: text('transaction_type', { enum: TRANSACTION_TYPES }).notNull(),
    description: text('description').notNull(),
    /** The groupedSummary name (spec 001 §3), e.g. 'Employer contributions', 'Regular withdrawals'. */
    groupLabel: text('group_label'),
    units: numeric('units', { precision: 20, scale: 6 }),
    unitPrice: numeric('unit_price', { precision: 18, scale: 6 }),
    value: numeric('value', { precision: 18, scale: 2 }).notNull(),
    tax: numeric('tax', { precision: 18, scale: 2 }).notNull().default('0'),
    netValue: numeric('net_value', { precision: 18, scale: 2 }).notNull(),
    isPending: boolean('is_pending').notNull().default(false),
    /** Shared by the SwitchOut and SwitchIn legs of one switch. */
    switchId: uuid('switch_id'),
  },
  (t) => [
    index('transactions_account_date_idx').on(t.accountId, t.tradeDate),
    index('transactions_account_security_date_idx').on(t.accountId, t.securityId, t.tradeDate),
    index('transactions_security_date_idx').on(t.securityId, t.tradeDate),
    /** Transaction History's order (pending first, newest first, then id): its pages and keyset exports walk it backwards. */
    index('transactions_account_history_idx').on(t.accountId, t.isPending, t.tradeDate, t.id),
    /**
     * Issue 15: every column the per-account sums read (units held at a date, the value bridge's
     * flows, distributions paid out), so they are index-only scans. The rows are stored in the order
     * the registry books them, so an account's hundred transactions sit on about as many heap pages:
     * reading them cost a page each (40 of a typical valuation statement's 52 buffers).
     */
    index('transactions_account_settled_idx')
      .on(t.accountId, t.tradeDate, t.securityId, t.transactionType, t.groupLabel, t.units, t.value, t.tax)
      .where(sql`not ${t.isPending}`),
    check('transactions_tax_chk', sql`${t.tax} >= 0`),
  ],
);

/**
 * spec 002 §3 'Cash transactions' and 'Cash summary' of a wealth-management account: the cash
 * account beside its funds ('Cash at Bank'). amount is positive; debit_credit says the direction.
 * The rolling balance is derived.
 */
export const cashTransactions = pgTable(
  'cash_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventDate: date('event_date').notNull(),
    interestDate: date('interest_date').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    /** The security traded or paying income; null for deposits, interest, fees. */
    securityId: uuid('security_id').references(() => securities.id),
    /** E.g. Deposit, Withdrawal, Purchase, Sale, Distribution, Interest, Ongoing Fee, Brokerage. */
    activity: text('activity').notNull(),
    debitCredit: text('debit_credit', { enum: ['D', 'C'] }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currencyCode: text('currency_code', { enum: CURRENCY_CODES }).notNull(),
    /** The units row this cash movement paid for or came from (Purchase, Sale, Distribution). */
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('cash_transactions_account_date_idx').on(t.accountId, t.eventDate),
    /** Issue 15: Cash at Bank on a date and the cash flows by activity as index-only scans (see transactions_account_settled_idx). */
    index('cash_transactions_account_sums_idx').on(t.accountId, t.eventDate, t.activity, t.debitCredit, t.amount),
    // Deleting or correcting a units row finds its cash movements by index (ON DELETE SET NULL).
    index('cash_transactions_transaction_idx').on(t.transactionId),
    check('cash_transactions_amount_chk', sql`${t.amount} >= 0`),
  ],
);

/** Recurring transactions of an account (spec 002 §2.4 'Account Profiles', §7 'Standing orders'). */
export const standingOrders = pgTable(
  'standing_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Null: split across the account's funds by its investment allocation. */
    securityId: uuid('security_id').references(() => securities.id),
    orderType: text('order_type', { enum: ['Contribution', 'Withdrawal'] }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    frequency: text('frequency', { enum: ['Weekly', 'Fortnightly', 'Monthly', 'Quarterly', 'Annually'] }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    nextDate: date('next_date'),
    paymentMethod: text('payment_method').notNull(),
    bankAccountNumber: text('bank_account_number'),
    status: text('status', { enum: ['Active', 'Suspended', 'Cancelled'] }).notNull(),
  },
  (t) => [index('standing_orders_account_idx').on(t.accountId)],
);
