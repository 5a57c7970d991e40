import { useParams } from 'react-router';
import { AccountDetailsScreen } from '@/features/accounts/screens/account-details-screen';
import { accountDetailHref } from '../account-detail-href';
import { paths } from '../paths';

const BOTTOM_LINKS = { transactions: paths.transactions.path, reports: paths.reportsAndStatements.path };

/** dashboard/kiwisaver/{n} and dashboard/investment-funds/{n} (also UT-AUS), given the route table. */
export function AccountDetailsRoute() {
  const { accountNumber = '' } = useParams();
  return (
    <AccountDetailsScreen
      accountNumber={accountNumber}
      accountHref={accountDetailHref}
      homeHref={paths.dashboard.path}
      bottomLinks={BOTTOM_LINKS}
    />
  );
}
