import type { UserType } from '../auth/user-kind.js';

export interface HomeViewer {
  userType: UserType;
  isProspect: boolean;
  isRelatedOnly: boolean;
}

/** The account search: the home of related-accounts-only users (spec 000 §2.5). */
export const ACCOUNT_SEARCH_PATH = '/dashboard/accounts';

/** The client book: the staff and adviser home route (spec 000 §2.5, §6; issue 10). */
export const CLIENT_BOOK_PATH = '/dashboard/clients';

/**
 * Where a user opening the client home (/dashboard/portfolios) is sent instead, or null to stay
 * (spec 000 §2.5): staff and advisers go to their home route, the client book (the account search
 * is one link away from it); related-accounts-only users who are not prospects, who have no book,
 * go to the account search.
 */
export function clientHomeRedirect(viewer: HomeViewer): string | null {
  if (isStaffOrAdviser(viewer)) return CLIENT_BOOK_PATH;
  if (viewer.isRelatedOnly && !viewer.isProspect) return ACCOUNT_SEARCH_PATH;
  return null;
}

/**
 * Who may open the account search (/dashboard/accounts and an account under it): staff and
 * advisers, whose home it is, and the related-only users the client home sends there; anyone
 * else is sent back to the root route.
 */
export function canOpenAccountSearch(viewer: HomeViewer): boolean {
  if (isStaffOrAdviser(viewer)) return true;
  return viewer.isRelatedOnly && !viewer.isProspect;
}

/** Who may open the client list (/dashboard/clients): staff and advisers only. */
export function canOpenClientList(viewer: Pick<HomeViewer, 'userType'>): boolean {
  return isStaffOrAdviser(viewer);
}

function isStaffOrAdviser(viewer: Pick<HomeViewer, 'userType'>): boolean {
  return viewer.userType === 'Staff' || viewer.userType === 'Intermediary';
}
