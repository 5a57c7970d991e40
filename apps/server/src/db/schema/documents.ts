import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { PRODUCT_CODES } from './codes.js';
import { securities } from './funds.js';

/**
 * Fund documents: spec 002 §3 'Documents' (productCode, name, docs: Title, RelativeURL, MSID),
 * served as {cache}/documents/factsheets and /fundUpdates (spec 002 §7).
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productCode: text('product_code', { enum: PRODUCT_CODES }).notNull(),
    documentType: text('document_type', { enum: ['FactSheet', 'FundUpdate', 'ProductDisclosureStatement'] }).notNull(),
    /** The group heading, e.g. 'KiwiSaver Plan'. */
    name: text('name').notNull(),
    title: text('title').notNull(),
    relativeUrl: text('relative_url').notNull(),
    /** MSID of the fund the document is about; null for product-wide documents. */
    msSecurityId: text('ms_security_id').references(() => securities.msSecurityId),
    publishedDate: date('published_date').notNull(),
  },
  (t) => [index('documents_type_product_idx').on(t.documentType, t.productCode)],
);
