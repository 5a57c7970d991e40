import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { Navigate, useParams } from 'react-router';
import { AccountHeader } from '@/features/accounts/components/account-header';
import { useResolvedAccount } from '@/features/accounts/components/account-detail/use-resolved-account';
import { PrivateEquityScreen } from '@/features/private-equity/screens/private-equity-screen';
import { usePortalInfo } from '@/lib/portal-info';
import { ErrorPanel } from '@/ui/error-panel';
import { LoadingScreen } from '@/ui/loading-screen';
import { accountDetailHref } from '../account-detail-href';
import { paths } from '../paths';

/**
 * /dashboard/private-equity/{accountNumber}: the route's account (an open owned one from the
 * account list, any other fetched by number: spec 001 §2 'Account resolution'), the account header
 * (an accounts feature) and the private-equity screen, composed here because a feature never imports
 * another. spec 001 §4: a failed account load shows a refresh error; a missing account is a
 * whole-screen error. An account of another product opens its own product's route.
 */
export function PrivateEquityRoute() {
  const { accountNumber = '' } = useParams();
  const { channel } = usePortalInfo();
  const resolved = useResolvedAccount(accountNumber);

  if (resolved.status === 'pending') return <LoadingScreen label="Loading account…" />;
  if (resolved.status === 'missing') return <ErrorPanel title="Account not found" message={ACCOUNT_MESSAGES.accountMissing} />;
  if (resolved.status === 'failed') {
    return <ErrorPanel message={ACCOUNT_MESSAGES.accountLoadFailed} onRetry={resolved.retry} retryLabel="Refresh" />;
  }
  const { account } = resolved;
  if (account.productType !== 'PE') return <Navigate to={accountDetailHref(account)} replace />;

  return (
    <PrivateEquityScreen
      key={account.accountNumber}
      account={account}
      channel={channel}
      header={<AccountHeader account={account} channel={channel} accountHref={accountDetailHref} homeHref={paths.dashboard.path} />}
      links={{ transactions: paths.transactions.path, reports: paths.reportsAndStatements.path }}
    />
  );
}
