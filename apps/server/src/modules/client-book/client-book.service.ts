import {
  CLIENT_BOOK_PAGE_SIZE,
  sortAccounts,
  type AdviserOptionsResponse,
  type ClientBookAccountsResponse,
  type ClientBookQuery,
  type ClientBookResponse,
  type ClientBookRow,
  type ClientBookTotals,
} from '@tasman/domain';
import { bookClientName, centsToDollars, orderBookProducts, BOOK_PRODUCT_ORDER } from '@tasman/domain/client-book/client-book-rules';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import * as repo from './client-book.repo.js';

/** The message of a 404 for an adviser id no adviser of the caller's portal has. */
export const UNKNOWN_ADVISER_MESSAGE = 'No adviser of this portal has this id.';

/** Only staff and advisers (Intermediary users) have a client book; anyone else is refused outright. */
function requireBookKeeper(auth: AuthContext): void {
  if (auth.userType !== 'Staff' && auth.userType !== 'Intermediary') throw new ApiError('Forbidden');
}

/**
 * Whose book the caller sees (issue 10): an adviser their own, always, whatever adviserId is sent
 * (the contract's rule: a filter they cannot widen, so nothing to refuse); staff the whole portal,
 * or one of its advisers' — an adviser of the other portal or no adviser at all is a 404, said plainly.
 * An adviser user linked to no adviser record has an empty book (null here).
 */
async function scopeOf(db: Db, auth: AuthContext, adviserId?: string): Promise<repo.BookScope | null> {
  requireBookKeeper(auth);
  if (auth.userType === 'Intermediary') return auth.adviserId ? { channel: auth.channel, adviserId: auth.adviserId } : null;
  if (adviserId === undefined) return { channel: auth.channel, adviserId: null };
  if (!(await repo.findAdviser(db, auth.channel, adviserId))) throw new ApiError('NotFound', UNKNOWN_ADVISER_MESSAGE);
  return { channel: auth.channel, adviserId };
}

const EMPTY_TOTALS: ClientBookTotals = { clientCount: 0, accountCount: 0, totalValue: 0, byProduct: [] };

function toClientRow(row: repo.BookRow): ClientBookRow {
  return {
    clientId: row.clientId,
    name: bookClientName(row.firstName, row.knownAs, row.lastName),
    accountCount: row.accountCount,
    totalValue: centsToDollars(row.valueCents),
    valueAsAtDate: row.asAtDate,
    productTypes: orderBookProducts(row.productTypes),
  };
}

/**
 * The totals of the whole book (every page, not narrowed by the search term: the book's funds under
 * advice do not change while a name is typed). Summed in integer cents, so byProduct adds up to
 * totalValue exactly.
 */
function totalsOf(bookClients: number, byProduct: repo.BookProductTotal[]): ClientBookTotals {
  const ordered = BOOK_PRODUCT_ORDER.flatMap((productType) => byProduct.filter((p) => p.productType === productType));
  const totalCents = ordered.reduce((sum, p) => sum + BigInt(p.valueCents), 0n);
  return {
    clientCount: bookClients,
    accountCount: ordered.reduce((sum, p) => sum + p.accountCount, 0),
    totalValue: centsToDollars(totalCents),
    byProduct: ordered.map((p) => ({ productType: p.productType, accountCount: p.accountCount, totalValue: centsToDollars(p.valueCents) })),
  };
}

/** GET /api/v1/client-book: a page of the caller's book and the book's totals. */
export async function clientBookPage(db: Db, auth: AuthContext, query: ClientBookQuery): Promise<ClientBookResponse> {
  const scope = await scopeOf(db, auth, query.adviserId);
  const paging = { pageSize: CLIENT_BOOK_PAGE_SIZE, pageNo: query.pageNo };
  if (!scope) return { list: [], totalClients: 0, ...paging, totals: EMPTY_TOTALS };
  const page = await repo.findBookPage(db, scope, query, {
    limit: CLIENT_BOOK_PAGE_SIZE,
    offset: (query.pageNo - 1) * CLIENT_BOOK_PAGE_SIZE,
  });
  return {
    list: page.rows.map(toClientRow),
    totalClients: page.totalClients,
    ...paging,
    totals: totalsOf(page.bookClients, page.byProduct),
  };
}

/** A row of the export: the list's row and its total in integer cents, written without a float in between. */
export type ExportRow = ClientBookRow & { valueCents: string };

/** How many clients the export reads per statement: memory stays flat however big the book. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * The whole book in the page's order, batch by batch, for the CSV export. The caller's access and
 * the adviser filter are checked before the first row (so a refusal is an ordinary error answer),
 * and the first batch is read too, so a database failure is one as well.
 */
export async function clientBookRows(
  db: Db,
  auth: AuthContext,
  query: Omit<ClientBookQuery, 'pageNo'>,
  batchSize = EXPORT_BATCH_SIZE,
): Promise<AsyncIterable<ExportRow>> {
  const scope = await scopeOf(db, auth, query.adviserId);
  if (!scope) return (async function* () {})();
  const first = await repo.findBookBatch(db, scope, query, { limit: batchSize, offset: 0 });
  return (async function* () {
    let batch = first;
    let offset = 0;
    for (;;) {
      for (const row of batch) yield { ...toClientRow(row), valueCents: row.valueCents };
      if (batch.length < batchSize) return;
      offset += batchSize;
      batch = await repo.findBookBatch(db, scope, query, { limit: batchSize, offset });
    }
  })();
}

/** GET /api/v1/client-book/{clientId}/accounts: a client of the caller's book and their accounts in it. */
export async function clientBookAccounts(db: Db, auth: AuthContext, clientId: string): Promise<ClientBookAccountsResponse> {
  const scope = await scopeOf(db, auth);
  // Outside the caller's book, of the other portal, or nobody: the same answer, so ids cannot be probed.
  const rows = scope ? await repo.findClientAccounts(db, scope, clientId) : [];
  const first = rows[0];
  if (!first) throw new ApiError('NotFound');
  const accounts = rows.map((r) => ({
    accountNumber: r.accountNumber,
    accountNumberAlternative: r.accountNumberAlternative,
    accountName: r.accountName,
    productType: r.productType,
    accountIsOpen: r.accountStatus === 'O',
    balance: r.valueCents === null ? null : centsToDollars(r.valueCents),
    balanceAsAtDate: r.asAtDate,
  }));
  return { clientId: first.clientId, name: bookClientName(first.firstName, first.knownAs, first.lastName), accounts: sortAccounts(accounts) };
}

/** GET /api/v1/client-book/advisers: staff choose among the portal's advisers; an adviser has only themselves. */
export async function adviserOptions(db: Db, auth: AuthContext): Promise<AdviserOptionsResponse> {
  requireBookKeeper(auth);
  let advisers: repo.AdviserRow[];
  if (auth.userType === 'Staff') advisers = await repo.findAdvisers(db, auth.channel);
  else {
    const own = auth.adviserId ? await repo.findAdviser(db, auth.channel, auth.adviserId) : undefined;
    advisers = own ? [own] : [];
  }
  return { advisers: advisers.map((a) => ({ adviserId: a.id, name: `${a.firstName} ${a.lastName}` })) };
}
