import type { Channel } from '../channel/channel.js';
import { AccountStatusFilter, MAX_PAGE_NO, ProductTypeFilter, type AccountSearchQuery } from '../contracts/adviser.js';
import { searchProductTypes } from './search-product-types.js';

/** The search as the address bar keeps it, so Back, a reload and a shared link restore it. */
export interface AccountSearchState {
  searchBy: 'number' | 'name';
  searchTerm: string;
  productType: ProductTypeFilter;
  accountIsOpen: AccountStatusFilter;
  page: number;
}

export interface SearchViewer {
  channel: Channel;
  /** Only staff have the Account Status filter (spec 001 §6). */
  isStaff: boolean;
}

const TERM_MAX = 100;

/** The part of URLSearchParams read here (the domain has no DOM types). */
export interface SearchParamsReader {
  get(name: string): string | null;
}

/** The form's starting values (spec 001 §5, §9): by number, empty term, the portal's type, open accounts, page 1. */
export function defaultSearchState(viewer: SearchViewer): AccountSearchState {
  return {
    searchBy: 'number',
    searchTerm: '',
    productType: searchProductTypes(viewer.channel).defaultValue,
    accountIsOpen: 'true',
    page: 1,
  };
}

/** Whether the address holds a search that was run (the form writes searchBy on every run). */
export function hasSearch(params: SearchParamsReader): boolean {
  return params.get('searchBy') !== null;
}

/**
 * Reads the search from the address. A value the form could not have written (a hand-edited or old
 * link) falls back to its default rather than failing: the server's own checks stay the guard.
 * On the Australian portal the type is always UT-AUS, and a non-staff user's status is the default.
 */
export function readSearchState(params: SearchParamsReader, viewer: SearchViewer): AccountSearchState {
  const defaults = defaultSearchState(viewer);
  const productTypes = searchProductTypes(viewer.channel);
  const productType = ProductTypeFilter.safeParse(params.get('productType'));
  const offered = productType.success && productTypes.options.some((option) => option.value === productType.data);
  const accountIsOpen = AccountStatusFilter.safeParse(params.get('accountIsOpen'));
  const page = Number(params.get('page') ?? '1');
  return {
    searchBy: params.get('searchBy') === 'name' ? 'name' : 'number',
    // Control characters cannot be typed into the form, and the server refuses them.
    searchTerm: (params.get('searchTerm') ?? '').replace(/\p{Cc}/gu, '').trim().slice(0, TERM_MAX),
    productType: productTypes.fixed ?? (offered && productType.success ? productType.data : defaults.productType),
    accountIsOpen: viewer.isStaff && accountIsOpen.success ? accountIsOpen.data : defaults.accountIsOpen,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE_NO ? page : 1,
  };
}

/** The address query of a search, in the form's order (the Account Status only for staff). */
export function writeSearchState(state: AccountSearchState, viewer: SearchViewer): Record<string, string> {
  return {
    searchBy: state.searchBy,
    searchTerm: state.searchTerm,
    productType: state.productType,
    ...(viewer.isStaff ? { accountIsOpen: state.accountIsOpen } : {}),
    page: String(state.page),
  };
}

/** The API query of a search (GET /api/v1/account-search); the status filter goes only for staff. */
export function searchQuery(state: AccountSearchState, viewer: SearchViewer): Partial<AccountSearchQuery> {
  return {
    searchBy: state.searchBy,
    searchTerm: state.searchTerm,
    productType: state.productType,
    ...(viewer.isStaff ? { accountIsOpen: state.accountIsOpen } : {}),
    pageNo: state.page,
  };
}
