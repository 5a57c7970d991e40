import type { ClientBookAccount } from '@tasman/domain/contracts/adviser';
import { generatePath } from 'react-router';
import { ClientBookScreen } from '@/features/client-book/screens/client-book-screen';
import { usePortalInfo } from '@/lib/portal-info';
import { accountDetailHref } from '../account-detail-href';
import { useSignedInUser } from '../guards/signed-in-user';
import { paths } from '../paths';

/**
 * The client book, given what only the app knows: the session user and the route table. An account
 * links to its summary on the NZ portal; the AU portal's summary route sends to home, so there it
 * links to the account's detail screen.
 */
export function ClientBookRoute() {
  const user = useSignedInUser();
  const { channel } = usePortalInfo();
  const accountHref = (account: ClientBookAccount) =>
    channel === 'AU'
      ? accountDetailHref(account)
      : generatePath(paths.accountSearchDetail.path, { accountNumber: account.accountNumber });
  return <ClientBookScreen isStaff={user.userType === 'Staff'} accountHref={accountHref} searchAccountsHref={paths.accountSearch.path} />;
}
