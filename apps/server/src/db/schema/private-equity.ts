import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CURRENCY_CODES } from './codes.js';
import { securities } from './funds.js';
import { accounts } from './people.js';
import { transactions } from './transactions.js';

/**
 * spec 001 §3 'Account' committedCapital of a private-equity (PE) account: what the investor agreed
 * to invest in the fund. calledCapital and uncalledCapital derive from the calls below;
 * transferInTotal and transferOutTotal from TransferIn/TransferOut transactions.
 */
export const peCommitments = pgTable(
  'pe_commitments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    securityId: uuid('security_id')
      .notNull()
      .references(() => securities.id),
    commitmentDate: date('commitment_date').notNull(),
    committedAmount: numeric('committed_amount', { precision: 18, scale: 2 }).notNull(),
    currencyCode: text('currency_code', { enum: CURRENCY_CODES }).notNull(),
  },
  (t) => [uniqueIndex('pe_commitments_account_security_uq').on(t.accountId, t.securityId)],
);

/**
 * spec 001 §3 'PE call transaction' (transactionDate, unitPrice, transactionValue) and calledCapital:
 * a call notice; on the due date a CapitalCall transaction issues the units (transaction_id).
 */
export const peCapitalCalls = pgTable(
  'pe_capital_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commitmentId: uuid('commitment_id')
      .notNull()
      .references(() => peCommitments.id, { onDelete: 'cascade' }),
    callNumber: integer('call_number').notNull(),
    noticeDate: date('notice_date').notNull(),
    dueDate: date('due_date').notNull(),
    /** Percent of the commitment called. */
    callPercent: numeric('call_percent', { precision: 9, scale: 4 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('pe_capital_calls_commitment_number_uq').on(t.commitmentId, t.callNumber),
    check('pe_capital_calls_amount_chk', sql`${t.amount} > 0`),
  ],
);

/** spec 001 §3 distributionsCashTotal: cash the fund paid out to the investor (a Distribution transaction). */
export const peDistributions = pgTable(
  'pe_distributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commitmentId: uuid('commitment_id')
      .notNull()
      .references(() => peCommitments.id, { onDelete: 'cascade' }),
    distributionDate: date('distribution_date').notNull(),
    distributionType: text('distribution_type', { enum: ['Income', 'Capital'] }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
  },
  (t) => [index('pe_distributions_commitment_date_idx').on(t.commitmentId, t.distributionDate)],
);
