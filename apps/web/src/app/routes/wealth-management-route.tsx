import { useParams } from 'react-router';
import { WealthManagementScreen } from '@/features/accounts/screens/wealth-management-screen';
import { accountDetailHref } from '../account-detail-href';
import { paths } from '../paths';

/** dashboard/wealth-management/{n}, given the route table. */
export function WealthManagementRoute() {
  const { accountNumber = '' } = useParams();
  return (
    <WealthManagementScreen
      accountNumber={accountNumber}
      accountHref={accountDetailHref}
      homeHref={paths.dashboard.path}
    />
  );
}
