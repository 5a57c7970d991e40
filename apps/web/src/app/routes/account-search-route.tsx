import type { AccountSearchRow } from '@tasman/domain/contracts/adviser';
import { generatePath, useNavigate } from 'react-router';
import { AccountSearchScreen } from '@/features/adviser/screens/account-search-screen';
import { usePortalInfo } from '@/lib/portal-info';
import { accountDetailHref } from '../account-detail-href';
import { accountSummaryAccess } from '../guards/access-rules';
import { useSignedInUser } from '../guards/signed-in-user';
import { paths } from '../paths';

/**
 * /dashboard/accounts, given what only the app knows: the session user and the route table.
 * Select opens the adviser summary where its guards let the user in (staff and advisers on the New
 * Zealand portal, spec 001 §2); on the Australian portal, whose summary route sends the user to their
 * home, and for related-only users, whom it sends to '/', Select opens the account's detail screen.
 */
export function AccountSearchRoute() {
  const user = useSignedInUser();
  const portal = usePortalInfo();
  const navigate = useNavigate();
  const opensSummary = accountSummaryAccess(user, portal) && portal.channel === 'NZ';

  function select(row: AccountSearchRow) {
    void navigate(
      opensSummary ? generatePath(paths.accountSearchDetail.path, { accountNumber: row.accountNumber }) : accountDetailHref(row),
    );
  }

  return <AccountSearchScreen isStaff={user.userType === 'Staff'} runOnLoad={user.isRelatedOnly} onSelect={select} />;
}
