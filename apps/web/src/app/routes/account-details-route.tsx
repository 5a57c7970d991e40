import type { ProductType } from '@tasman/domain/channel/channel';
import { useMatch, useParams } from 'react-router';
import { AccountDetailsScreen } from '@/features/accounts/screens/account-details-screen';
import { accountDetailHref } from '../account-detail-href';
import { paths } from '../paths';

const BOTTOM_LINKS = { transactions: paths.transactions.path, reports: paths.reportsAndStatements.path };

// spec 000 §2.4: each route shows its own products; an Investment Funds account opened under
// /dashboard/kiwisaver/{n} (or the reverse) is sent to its own route, as the other mismatches are.
const KIWISAVER_PRODUCTS: readonly ProductType[] = ['KS'];
const INVESTMENT_FUNDS_PRODUCTS: readonly ProductType[] = ['UT', 'UT-AUS'];

/** dashboard/kiwisaver/{n} and dashboard/investment-funds/{n} (also UT-AUS), given the route table. */
export function AccountDetailsRoute() {
  const { accountNumber = '' } = useParams();
  const kiwiSaverRoute = useMatch(paths.kiwiSaver.path) !== null;
  return (
    <AccountDetailsScreen
      accountNumber={accountNumber}
      accountHref={accountDetailHref}
      homeHref={paths.dashboard.path}
      bottomLinks={BOTTOM_LINKS}
      products={kiwiSaverRoute ? KIWISAVER_PRODUCTS : INVESTMENT_FUNDS_PRODUCTS}
    />
  );
}
