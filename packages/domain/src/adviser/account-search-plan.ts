import type { UserType } from '../auth/user-kind.js';
import { channelConfig, type Channel, type ProductType } from '../channel/channel.js';
import { ACCOUNT_SEARCH_PAGE_SIZE, type AccountSearchQuery } from '../contracts/adviser.js';

/** Who is searching, as the server's session knows them. */
export interface AccountSearcher {
  userType: UserType;
  channel: Channel;
  clientId: string | null;
  adviserId: string | null;
}

/**
 * Whose accounts a search may list, always on the searcher's own portal (issue 10, spec 001 §6):
 * staff every account of the portal, an adviser the accounts they advise, a client the accounts
 * they hold (owned or related; a related-only user thus sees exactly the accounts they are related
 * to). Anyone else — an adviser with no adviser record, a user with no client — sees nothing.
 */
export type AccountSearchScope =
  | { kind: 'portal' }
  | { kind: 'adviser'; adviserId: string }
  | { kind: 'holder'; clientId: string }
  | { kind: 'nothing' };

export function accountSearchScope(searcher: AccountSearcher): AccountSearchScope {
  if (searcher.userType === 'Staff') return { kind: 'portal' };
  if (searcher.userType === 'Intermediary') {
    return searcher.adviserId ? { kind: 'adviser', adviserId: searcher.adviserId } : { kind: 'nothing' };
  }
  return searcher.clientId ? { kind: 'holder', clientId: searcher.clientId } : { kind: 'nothing' };
}

/**
 * What the search looks in for a number: the account number, and on the AU portal also the
 * alternative number, which is the one its screens show (spec 001 §6).
 */
export type NumberColumns = 'number' | 'alternative-or-number';

/** A search as the server runs it: every filter already decided for this searcher and portal. */
export interface AccountSearchPlan {
  channel: Channel;
  scope: AccountSearchScope;
  /** null: every product type. */
  productType: ProductType | null;
  /** null: open and closed accounts alike. */
  accountIsOpen: boolean | null;
  searchBy: 'number' | 'name';
  /** Trimmed; empty lists everything in scope. */
  searchTerm: string;
  numberColumns: NumberColumns;
  limit: number;
  offset: number;
}

/**
 * Turns a validated query into the search to run (spec 001 §6 and §9, issue 10): the Account Status
 * filter is staff-only, so for anyone else open and closed accounts are both listed whatever is
 * sent; a portal that offers one product type (AU: UT-AUS) searches only that one, whatever is sent.
 */
export function accountSearchPlan(searcher: AccountSearcher, query: AccountSearchQuery): AccountSearchPlan {
  const portalProducts = channelConfig(searcher.channel).productTypes;
  const productType = portalProducts.length === 1 ? portalProducts[0]! : query.productType === 'ALL' ? null : query.productType;
  const accountIsOpen =
    searcher.userType !== 'Staff' || query.accountIsOpen === 'all' ? null : query.accountIsOpen === 'true';
  return {
    channel: searcher.channel,
    scope: accountSearchScope(searcher),
    productType,
    accountIsOpen,
    searchBy: query.searchBy,
    searchTerm: query.searchTerm.trim(),
    numberColumns: searcher.channel === 'AU' ? 'alternative-or-number' : 'number',
    limit: ACCOUNT_SEARCH_PAGE_SIZE,
    offset: (query.pageNo - 1) * ACCOUNT_SEARCH_PAGE_SIZE,
  };
}
