/**
 * How the summary finds its way back to the search it was opened from (issue 10 'the search term
 * and filters survive Back'): the search screen remembers the address query of its last search for
 * this tab, and a summary that cannot be shown passes its message back in the navigation state.
 */
const LAST_SEARCH_KEY = 'tasman.account-search.last-query';

export function rememberLastSearch(queryString: string): void {
  try {
    sessionStorage.setItem(LAST_SEARCH_KEY, queryString);
  } catch {
    // Storage refused (private mode, quota): Back to Account Search opens an empty search instead.
  }
}

/** The address query of the last search in this tab ('?searchBy=…'), or '' when there was none. */
export function lastSearchQuery(): string {
  try {
    const query = sessionStorage.getItem(LAST_SEARCH_KEY) ?? '';
    return query.startsWith('?') ? query : '';
  } catch {
    return '';
  }
}

/** The navigation state that carries a summary's refusal to the search screen. */
export interface SearchNoticeState {
  accountSearchNotice: string;
}

export function searchNoticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as Partial<SearchNoticeState>).accountSearchNotice;
  return typeof notice === 'string' ? notice : null;
}
