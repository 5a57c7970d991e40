import { z } from 'zod';
import { IsoDate, ProductTypeSchema } from './common.js';

/** spec 001 §9: the account search pages by 20 and its pager shows at most 10 pages. */
export const ACCOUNT_SEARCH_PAGE_SIZE = 20;
/** The client book pages by 20 too, so both lists of the adviser's day read alike. */
export const CLIENT_BOOK_PAGE_SIZE = 20;
/** A page number beyond this is refused (400), not looked for. */
export const MAX_PAGE_NO = 10_000;

const PageNo = z.coerce
  .number({ error: 'Page must be a whole number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be at least 1')
  .max(MAX_PAGE_NO, `Page must be at most ${MAX_PAGE_NO}`)
  .default(1);

/** A free-text term: trimmed, at most 100 characters; empty lists everything the caller may see. */
const SearchTerm = z.string().trim().max(100, 'Search term must be at most 100 characters').default('');

/** spec 001 §9: product type filter values (default ALL). */
export const ProductTypeFilter = z.enum(['ALL', 'PW', 'UT', 'KS', 'PE', 'UT-AUS']);
export type ProductTypeFilter = z.infer<typeof ProductTypeFilter>;

/** spec 001 §9: account status filter values true (open, the default), false (closed) and all. */
export const AccountStatusFilter = z.enum(['true', 'false', 'all']);
export type AccountStatusFilter = z.infer<typeof AccountStatusFilter>;

/**
 * The account search's term: as SearchTerm, each refusal in words the caller can act on (a term
 * sent twice, a control character such as NUL, which PostgreSQL cannot compare).
 */
const AccountSearchTerm = z
  .string({ error: 'Search term must be sent once, as text' })
  .trim()
  .max(100, 'Search term must be at most 100 characters')
  .refine((term) => !/\p{Cc}/u.test(term), 'Search term must not contain control characters')
  .default('');

/**
 * spec 001 §3 'Account search filters' (GET /api/v1/account-search). searchBy defaults to number
 * (spec 001 §5). accountIsOpen is the staff-only Account Status filter; for anyone else it is
 * ignored and open and closed accounts they may see are both listed. On the AU portal productType
 * is always UT-AUS, whatever is sent.
 */
export const AccountSearchQuery = z.object({
  searchBy: z.enum(['number', 'name'], { error: 'Search by must be number or name' }).default('number'),
  searchTerm: AccountSearchTerm,
  productType: z
    .enum(ProductTypeFilter.options, { error: `Investment type must be one of ${ProductTypeFilter.options.join(', ')}` })
    .default('ALL'),
  accountIsOpen: z
    .enum(AccountStatusFilter.options, { error: 'Account status must be true (open), false (closed) or all' })
    .default('true'),
  pageNo: PageNo,
});
export type AccountSearchQuery = z.infer<typeof AccountSearchQuery>;

/** spec 001 §3 'Search row', with the alternative number the AU portal shows and the open flag. */
export const AccountSearchRow = z.object({
  accountNumber: z.string(),
  accountNumberAlternative: z.string().nullable(),
  accountName: z.string(),
  productType: ProductTypeSchema,
  accountIsOpen: z.boolean(),
});
export type AccountSearchRow = z.infer<typeof AccountSearchRow>;

/** spec 001 §3 'Search result'. */
export const AccountSearchResult = z.object({
  list: z.array(AccountSearchRow),
  totalAccounts: z.number().int().min(0),
  pageSize: z.number().int(),
  pageNo: z.number().int(),
});
export type AccountSearchResult = z.infer<typeof AccountSearchResult>;

/** The client book's sort keys (GET /api/v1/client-book). */
export const ClientBookSort = z.enum(['name', 'accounts', 'value']);
export type ClientBookSort = z.infer<typeof ClientBookSort>;

export const ClientBookQuery = z.object({
  /** Part of a client's name (typo-tolerant, accent-blind, as the account search by name). */
  searchTerm: SearchTerm,
  sort: ClientBookSort.default('value'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  /** Staff only: one adviser's book. An adviser always sees their own book, whatever is sent. */
  adviserId: z.uuid('Not an adviser id').optional(),
  pageNo: PageNo,
});
export type ClientBookQuery = z.infer<typeof ClientBookQuery>;

/**
 * One client of the book: the accounts counted are the open accounts the caller may see (an
 * adviser's: only those they advise), valued at each account's latest valuation day.
 */
export const ClientBookRow = z.object({
  clientId: z.string(),
  name: z.string(),
  accountCount: z.number().int().min(0),
  totalValue: z.number(),
  /** The latest valuation day among the client's accounts; null when none has been valued. */
  valueAsAtDate: IsoDate.nullable(),
  productTypes: z.array(ProductTypeSchema),
});
export type ClientBookRow = z.infer<typeof ClientBookRow>;

/** Funds under advice by product, over the whole book (every page), open accounts only. */
export const ClientBookTotals = z.object({
  clientCount: z.number().int().min(0),
  accountCount: z.number().int().min(0),
  totalValue: z.number(),
  byProduct: z.array(z.object({ productType: ProductTypeSchema, accountCount: z.number().int(), totalValue: z.number() })),
});
export type ClientBookTotals = z.infer<typeof ClientBookTotals>;

export const ClientBookResponse = z.object({
  list: z.array(ClientBookRow),
  totalClients: z.number().int().min(0),
  pageSize: z.number().int(),
  pageNo: z.number().int(),
  totals: ClientBookTotals,
});
export type ClientBookResponse = z.infer<typeof ClientBookResponse>;

/** A client's accounts in the book, opened from a row (GET /api/v1/client-book/{clientId}/accounts). */
export const ClientBookAccount = z.object({
  accountNumber: z.string(),
  accountNumberAlternative: z.string().nullable(),
  accountName: z.string(),
  productType: ProductTypeSchema,
  accountIsOpen: z.boolean(),
  balance: z.number().nullable(),
  balanceAsAtDate: IsoDate.nullable(),
});
export type ClientBookAccount = z.infer<typeof ClientBookAccount>;

export const ClientBookAccountsResponse = z.object({ clientId: z.string(), name: z.string(), accounts: z.array(ClientBookAccount) });
export type ClientBookAccountsResponse = z.infer<typeof ClientBookAccountsResponse>;

/** The portal's advisers, for the staff filter of the client book (GET /api/v1/client-book/advisers). */
export const AdviserOption = z.object({ adviserId: z.string(), name: z.string() });
export const AdviserOptionsResponse = z.object({ advisers: z.array(AdviserOption) });
export type AdviserOptionsResponse = z.infer<typeof AdviserOptionsResponse>;
