import { Stack } from '@mantine/core';
import { accountAsAtDate } from '@tasman/domain/accounts/account-as-at';
import { localDateOf } from '@tasman/domain/calendar/local-date';
import { channelConfig, type ChannelConfig } from '@tasman/domain/channel/channel';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { usePortalInfo } from '@/lib/portal-info';
import { DataProviderNotice } from '@/ui/data-provider-notice';
import {
  AccountDetailFrame,
  accountLabel,
  type AccountDetailLinks,
} from '../components/account-detail/account-detail-frame';
import { AssetClassBlock, ByFundBlock, FundPerformanceSummaryBlock, PerformanceBlock, TopHoldingsSection } from '../components/account-detail/lazy-blocks';
import { useValuation } from '../components/valuation/use-valuation';
import { HoldingsValuationBlock } from '../components/wealth/holdings-valuation-block';
import { PortfolioValuationBlock } from '../components/wealth/portfolio-valuation-block';
import { StrategyAllocation } from '../components/wealth/strategy-allocation';

interface WealthManagementScreenProps extends AccountDetailLinks {
  accountNumber: string;
}

/**
 * Wealth Management - Portfolio Details (dashboard/wealth-management/{n}; spec 001 §2): portfolio
 * valuation, asset allocation, holdings valuation, portfolio performance (with last month, 3 and 6
 * months), the fund performance summary, performance by fund and the top securities. A new account
 * number remounts every block, cancelling its requests (spec 001 §4).
 */
export function WealthManagementScreen({ accountNumber, accountHref, homeHref }: WealthManagementScreenProps) {
  const config = channelConfig(usePortalInfo().channel);
  return (
    <AccountDetailFrame
      key={accountNumber}
      accountNumber={accountNumber}
      channel={config.channel}
      products={['PW']}
      loadFailedMessage={ACCOUNT_MESSAGES.portfolioLoadFailed}
      accountHref={accountHref}
      homeHref={homeHref}
    >
      {(account) => <PortfolioBlocks account={account} config={config} />}
    </AccountDetailFrame>
  );
}

function PortfolioBlocks({ account, config }: { account: AccountSummary; config: ChannelConfig }) {
  const asAt = accountAsAtDate(account, localDateOf(new Date(), config.timeZone));
  // spec 001 §5: a wealth-management custom date is no later than the balance as-at date.
  const valuation = useValuation(account.accountNumber, account.balanceAsAtDate);
  const showsPieTax = config.channel === 'NZ';
  return (
    <Stack gap="xl">
      <PortfolioValuationBlock valuation={valuation} showsPieTax={showsPieTax} />
      <AssetClassBlock accountNumber={account.accountNumber} title="Asset allocation">
        {/* spec 000 §4 'Account detail load': the strategy allocation, for DIMS accounts with one. */}
        {account.isDIMS && account.portfolioAssetAllocation ? (
          <StrategyAllocation strategyName={account.portfolioAssetAllocation} />
        ) : null}
      </AssetClassBlock>
      <HoldingsValuationBlock valuation={valuation} showsPieTax={showsPieTax} />
      <PerformanceBlock account={account} channel={config.channel} asAt={asAt} variant="portfolio" />
      <FundPerformanceSummaryBlock account={account} asAt={asAt} channel={config.channel} />
      <ByFundBlock account={account} channel={config.channel} asAt={asAt} />
      <TopHoldingsSection accountNumber={account.accountNumber} accountLabel={accountLabel(account, config)} />
      <DataProviderNotice />
    </Stack>
  );
}
