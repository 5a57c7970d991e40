import { date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { PRODUCT_CODES } from './codes.js';
import { securities } from './funds.js';

/**
 * Fund documents: spec 002 §3 'Documents' (productCode, name, docs: Title, RelativeURL, MSID),
 * served as {cache}/documents/factsheets and /fundUpdates (spec 002 §7). One row per fund, kind,
 * period and product it is listed under; the rows of one fund, kind and period share one file
 * (storageKey), rendered from the fund's data and stored once (sha256 and issuedAt set together).
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productCode: text('product_code', { enum: PRODUCT_CODES }).notNull(),
    documentType: text('document_type', { enum: ['FactSheet', 'FundUpdate'] }).notNull(),
    /** The group heading, e.g. 'KiwiSaver Plan'. */
    name: text('name').notNull(),
    title: text('title').notNull(),
    relativeUrl: text('relative_url').notNull(),
    /** MSID of the fund the document is about. */
    msSecurityId: text('ms_security_id')
      .notNull()
      .references(() => securities.msSecurityId),
    /** The month end (fact sheet) or quarter end (fund update) the document is as at. */
    periodEnd: date('period_end').notNull(),
    publishedDate: date('published_date').notNull(),
    storageKey: text('storage_key').notNull(),
    /** SHA-256 of the stored bytes, hex; null until the file is stored. */
    sha256: text('sha256'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (t) => [
    index('documents_type_product_idx').on(t.documentType, t.productCode),
    unique('documents_fund_kind_period_product_key').on(t.documentType, t.msSecurityId, t.periodEnd, t.productCode),
  ],
);
