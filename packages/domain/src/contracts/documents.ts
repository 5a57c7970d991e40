import { z } from 'zod';
import { PRODUCT_TYPES } from '../channel/channel.js';

/** A comma-separated list in a query string, each item trimmed. */
const commaSeparated = (what: string) =>
  z
    .string()
    .max(2000, `Too many ${what}`)
    .transform((text) => text.split(',').map((part) => part.trim()));

const ProductCodeList = commaSeparated('product codes').pipe(
  z.array(z.enum(PRODUCT_TYPES, { error: 'Not a product code (KS, UT, PW, PE or UT-AUS)' })).min(1).max(5, 'At most 5 product codes'),
);
const FundIdList = commaSeparated('fund ids').pipe(
  z.array(z.string().regex(/^[A-Za-z0-9]{1,20}$/, 'Not a fund id')).min(1).max(200, 'At most 200 fund ids'),
);

/**
 * GET {cache}/documents/factsheets and /fundUpdates (spec 002 §7): 'lists filtered by product codes
 * and optionally by fund ids (MSID)'. productCodes=KS,UT; fundIds=F0000ABCDE,F0000FGHIJ.
 */
export const DocumentListQuery = z.strictObject({
  productCodes: ProductCodeList,
  fundIds: FundIdList.optional(),
});
export type DocumentListQuery = z.input<typeof DocumentListQuery>;

/** spec 002 §3 'Documents': productCode, name, docs (Title, RelativeURL, MSID). */
export const DocumentGroup = z.object({
  productCode: z.enum(PRODUCT_TYPES),
  name: z.string(),
  docs: z.array(z.object({ Title: z.string(), RelativeURL: z.string(), MSID: z.string() })),
});
export type DocumentGroup = z.infer<typeof DocumentGroup>;

export const DocumentListResponse = z.array(DocumentGroup);
export type DocumentListResponse = z.infer<typeof DocumentListResponse>;

/** A fund's document: GET {cache}/documents/{factsheets|fundUpdates}/{MSID}?asAt=yyyy-mm-dd (the period end; the latest without it). */
export const DocumentFileParams = z.object({ fundId: z.string().regex(/^[A-Za-z0-9]{1,20}$/, 'Not a fund id') });
export const DocumentFileQuery = z.strictObject({
  asAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Not a date (yyyy-mm-dd)').optional(),
});
