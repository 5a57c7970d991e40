import { PortfoliosScreen } from '@/features/accounts/screens/portfolios-screen';
import { accountDetailHref } from '../account-detail-href';
import { useSignedInUser } from '../guards/signed-in-user';

/** The client home, given what only the app knows: the session user and the route table. */
export function PortfoliosRoute() {
  const user = useSignedInUser();
  return <PortfoliosScreen isProspect={user.isProspect} accountHref={accountDetailHref} />;
}
