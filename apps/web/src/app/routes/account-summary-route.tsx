import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { Navigate, useParams } from 'react-router';
import { AccountSummaryScreen } from '@/features/adviser/screens/account-summary-screen';
import { CheckGovtContributionsButton } from '@/features/government-contribution/components/check-govt-contributions-button';
import { usePortalSettings } from '@/features/portal/api/get-portal-settings';
import { usePortalInfo } from '@/lib/portal-info';
import { accountDetailHref } from '../account-detail-href';
import { useSignedInUser } from '../guards/signed-in-user';
import { paths } from '../paths';

function withQuery(path: string, name: string, value: string): string {
  return `${path}?${new URLSearchParams({ [name]: value }).toString()}`;
}

// spec 001 §2 'Adviser account summary' links; spec 002 §2.1, §2.2: accountNumber preselects the account.
function summaryHrefs(account: AccountSummary) {
  return {
    details: accountDetailHref(account),
    transactions: withQuery(paths.transactions.path, 'accountNumber', account.accountNumber),
    reports: withQuery(paths.reportsAndStatements.path, 'accountNumber', account.accountNumber),
    transacting: withQuery(paths.transacting.path, 'account', account.accountNumber),
  };
}

/**
 * /dashboard/accounts/{accountNumber}. RequireAccess (accountSummaryAccess) has already sent anyone
 * but staff and intermediaries to '/'; spec 001 §2: 'A separate guard sends the Australian channel to
 * its home route' — /dashboard, which sends staff and advisers on to theirs.
 */
export function AccountSummaryRoute() {
  const { accountNumber = '' } = useParams();
  const user = useSignedInUser();
  const portal = usePortalInfo();
  const settings = usePortalSettings({ enabled: portal.channel === 'NZ' });
  if (portal.channel === 'AU') return <Navigate to={paths.dashboard.path} replace />;
  return (
    <AccountSummaryScreen
      key={accountNumber}
      accountNumber={accountNumber}
      userType={user.userType}
      twoFactorEnabled={user.twoFactorEnabled}
      searchPath={paths.accountSearch.path}
      hrefsFor={summaryHrefs}
      showGovtContributionContent={settings.data?.showGovtContributionContent ?? false}
      renderGovtContributionCheck={(number) => <CheckGovtContributionsButton accountNumber={number} />}
    />
  );
}
