import type { QueryClient } from '@tanstack/react-query';
import { accountAsAtDate, hidesFundsPerformanceSummary } from '@tasman/domain/accounts/account-as-at';
import { localDateIn } from '@tasman/domain/channel/channel';
import type { AccountListResponse } from '@tasman/domain/contracts/accounts';
import { defaultPeriod } from '@tasman/domain/performance/periods';
import { isSinceInceptionUnavailable } from '@tasman/domain/performance/return-visibility';
import { matchPath } from 'react-router';
import { accountsQueryOptions } from '@/features/accounts/api/get-accounts';
import { assetClassSummaryQueryOptions } from '@/features/accounts/api/get-asset-class-summary';
import { fundPerformanceSummaryQueryOptions } from '@/features/accounts/api/get-fund-performance-summary';
import { holdingsQueryOptions } from '@/features/accounts/api/get-holdings';
import { performanceQueryOptions } from '@/features/accounts/api/get-performance';
import { performanceByFundQueryOptions } from '@/features/accounts/api/get-performance-by-fund';
import { strategyAllocationQueryOptions } from '@/features/accounts/api/get-strategy-allocation';
import { topHoldingsQueryOptions } from '@/features/accounts/api/get-top-holdings';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { portalSettingsQueryOptions } from '@/features/portal/api/get-portal-settings';
import { advisersQueryOptions } from '@/features/profile/api/get-advisers';
import { clientQueryOptions } from '@/features/profile/api/get-client';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { portalInfoQueryOptions } from '@/lib/portal-info';
import { paths } from './paths';

/** The account screens whose blocks are asked for early, and whether the screen is wealth management's portfolio. */
const ACCOUNT_SCREENS = [
  { path: paths.kiwiSaver.path, portfolio: false },
  { path: paths.investmentFunds.path, portfolio: false },
  { path: paths.wealthManagement.path, portfolio: true },
] as const;

/**
 * Issue 15 'What a person feels': on a page load that opens a screen of the portal shell, each call the
 * first screen needs goes out as soon as what it depends on is known, instead of when the component
 * asking for it first renders. Without this the calls form a chain: portal info, then (the router
 * rendered) the session, then (the layout chunk run) the portal load, then (its loading screen gone and
 * the screen rendered) the account's blocks. main.tsx asks for the session beside the portal info and
 * loads this module (a chunk of its own, so the sign-in page's JavaScript stays as it was) only then.
 *
 * Nothing is asked that the screen would not ask itself, under the same query keys, so the components
 * find the answers in the cache (or the call in flight) and behave as before: for a signed-in user,
 * the portal load of spec 000 §4 in its own order (notifications, accounts unless related-only, and
 * the profile; then the client, advisers and portal settings); and on an account screen its blocks'
 * reads. The reads keyed by the account number alone go out with the portal load; the performance
 * reads, whose default period depends on the account's sign-up date, once the accounts list names it
 * as an open account the user owns (the account the screen then shows without another call, spec 001
 * §2). A failed early call is simply asked again when its component mounts (its query is in error).
 *
 * The promise it returns settles once the portal load's calls have all gone out, the second level
 * (client, advisers, settings) included (at once when nobody is signed in or the session failed):
 * main.tsx creates the router only then, because creating it starts the screen's lazy chunks, and
 * running them (the charts above all) is a long task under a slow CPU that kept these calls from going
 * out for as long as it ran. Settling after the first level only, the profile's answer waited
 * 300-430 ms behind that task before the second level went out (bench verbose waterfall, 4 × CPU).
 */
export function startEarlyFetches(queryClient: QueryClient, pathname: string): Promise<void> {
  let portalLoadSent: () => void = () => {};
  const sent = new Promise<void>((resolve) => {
    portalLoadSent = resolve;
  });
  void (async () => {
    const session = await queryClient.fetchQuery(sessionQueryOptions());
    const user = session.user;
    if (!user) return;
    void queryClient.prefetchQuery(notificationsQueryOptions());
    const accounts = user.isRelatedOnly ? null : queryClient.fetchQuery(accountsQueryOptions());
    const profile = queryClient.fetchQuery(profileQueryOptions());
    const screen = accountScreenOf(pathname);
    if (screen) {
      void queryClient.prefetchQuery(holdingsQueryOptions(screen.accountNumber, null));
      void queryClient.prefetchQuery(assetClassSummaryQueryOptions(screen.accountNumber));
      void queryClient.prefetchQuery(topHoldingsQueryOptions(screen.accountNumber));
    }
    // spec 000 §4: the client, advisers and settings once the profile has settled (answered or not).
    const clientKey = await profile.then((answer) => answer.clientKey, () => null);
    if (clientKey) void queryClient.prefetchQuery(clientQueryOptions(clientKey));
    void queryClient.prefetchQuery(advisersQueryOptions());
    void queryClient.prefetchQuery(portalSettingsQueryOptions());
    portalLoadSent();
    if (screen && accounts) await prefetchPerformance(queryClient, screen, await accounts);
  })()
    .catch(() => {
      // Each component asks again for what it did not get here, and reports it as it always has.
    })
    .finally(portalLoadSent);
  return sent;
}

interface AccountScreen {
  accountNumber: string;
  portfolio: boolean;
}

function accountScreenOf(pathname: string): AccountScreen | null {
  for (const screen of ACCOUNT_SCREENS) {
    const match = matchPath(screen.path, pathname);
    if (match?.params.accountNumber) return { accountNumber: match.params.accountNumber, portfolio: screen.portfolio };
  }
  return null;
}

/**
 * The reads that need the account: performance and by fund with the periods the blocks open on
 * (PerformanceBlock, ByFundBlock), and on wealth management's screen the fund performance summary
 * unless the account is too young for it, and a DIMS account's strategy allocation.
 */
async function prefetchPerformance(
  queryClient: QueryClient,
  screen: AccountScreen,
  accounts: AccountListResponse,
): Promise<void> {
  const account = accounts.ownedList.find(
    (a) => a.accountNumber === screen.accountNumber && a.ownershipType === 'OWNER' && a.accountIsOpen,
  );
  if (!account) return;
  const info = await queryClient.fetchQuery(portalInfoQueryOptions());
  const asAt = accountAsAtDate(account, localDateIn(info.channel));
  const performancePeriod = defaultPeriod('performance', account.signupDate, asAt);
  if (!(screen.portfolio && isSinceInceptionUnavailable(performancePeriod, account.signupDate))) {
    void queryClient.prefetchQuery(performanceQueryOptions(account.accountNumber, { period: performancePeriod }));
  }
  void queryClient.prefetchQuery(
    performanceByFundQueryOptions(account.accountNumber, { period: defaultPeriod('by-fund', account.signupDate, asAt) }),
  );
  if (!screen.portfolio) return;
  if (!hidesFundsPerformanceSummary(account.signupDate, asAt)) {
    void queryClient.prefetchQuery(fundPerformanceSummaryQueryOptions(account.accountNumber));
  }
  if (account.isDIMS && account.portfolioAssetAllocation) {
    void queryClient.prefetchQuery(strategyAllocationQueryOptions(account.portfolioAssetAllocation));
  }
}
