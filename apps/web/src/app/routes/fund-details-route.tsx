import { generatePath, matchPath, useLocation, useParams } from 'react-router';
import { FundDetailsScreen } from '@/features/funds/screens/fund-details-screen';
import { paths, type RouteEntry } from '../paths';

// spec 001 §2: a fund page sits under its account's screen; 'back' returns there.
const ACCOUNT_SCREEN_OF: readonly [fundPage: RouteEntry, accountScreen: RouteEntry][] = [
  [paths.wealthManagementFund, paths.wealthManagement],
  [paths.investmentFundsFund, paths.investmentFunds],
  [paths.kiwiSaverFund, paths.kiwiSaver],
];

/** The fund details page, given what only the app knows: the route it was opened under and the route table. */
export function FundDetailsRoute() {
  const { accountNumber = '', fundId = '' } = useParams();
  const { pathname } = useLocation();
  const [fundPage, accountScreen] = ACCOUNT_SCREEN_OF.find(([page]) => matchPath(page.path, pathname)) ?? ACCOUNT_SCREEN_OF[1]!;
  const backHref = generatePath(accountScreen.path, { accountNumber });
  return (
    <FundDetailsScreen
      accountNumber={accountNumber}
      fundId={fundId}
      backHref={backHref}
      fundHref={(id) => generatePath(fundPage.path, { accountNumber, fundId: id })}
      links={[
        { label: 'Back to account details', href: backHref },
        { label: 'All Funds', href: paths.allFunds.path },
        { label: 'Transactions', href: paths.transactions.path },
        { label: 'Reports & Statements', href: paths.reportsAndStatements.path },
      ]}
    />
  );
}
