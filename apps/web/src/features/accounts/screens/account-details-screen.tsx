import { Stack } from '@mantine/core';
import { accountAsAtDate } from '@tasman/domain/accounts/account-as-at';
import { localDateOf } from '@tasman/domain/calendar/local-date';
import { channelConfig, type ChannelConfig, type ProductType } from '@tasman/domain/channel/channel';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { usePortalInfo } from '@/lib/portal-info';
import { DataProviderNotice } from '@/ui/data-provider-notice';
import {
  AccountDetailFrame,
  accountLabel,
  type AccountDetailLinks,
} from '../components/account-detail/account-detail-frame';
import { BottomLinks, type BottomLinkHrefs } from '../components/account-detail/bottom-links';
import { AssetClassBlock, ByFundBlock, PerformanceBlock, TopHoldingsSection } from '../components/account-detail/lazy-blocks';
import { AccountValuationBlock } from '../components/valuation/account-valuation-block';

interface AccountDetailsScreenProps extends AccountDetailLinks {
  accountNumber: string;
  bottomLinks: BottomLinkHrefs;
  /** The products of the route that shows this screen (KiwiSaver, or the unit trusts); any other is redirected. */
  products: readonly ProductType[];
}

/**
 * KiwiSaver and Investment Funds account details, also the Australian unit trust's
 * (dashboard/kiwisaver/{n}, dashboard/investment-funds/{n}; spec 001 §2): account valuation,
 * account performance, performance by fund, current valuation by asset class, top holdings and
 * the bottom links. A new account number remounts every block: its requests are cancelled and
 * its state starts again (spec 001 §4).
 */
export function AccountDetailsScreen({
  accountNumber,
  accountHref,
  homeHref,
  bottomLinks,
  products,
}: AccountDetailsScreenProps) {
  const config = channelConfig(usePortalInfo().channel);
  return (
    <AccountDetailFrame
      key={accountNumber}
      accountNumber={accountNumber}
      channel={config.channel}
      products={products}
      loadFailedMessage={ACCOUNT_MESSAGES.accountLoadFailed}
      accountHref={accountHref}
      homeHref={homeHref}
    >
      {(account) => <AccountDetailBlocks account={account} config={config} bottomLinks={bottomLinks} />}
    </AccountDetailFrame>
  );
}

function AccountDetailBlocks({
  account,
  config,
  bottomLinks,
}: {
  account: AccountSummary;
  config: ChannelConfig;
  bottomLinks: BottomLinkHrefs;
}) {
  const asAt = accountAsAtDate(account, localDateOf(new Date(), config.timeZone));
  return (
    <Stack gap="xl">
      <AccountValuationBlock accountNumber={account.accountNumber} showsPieTax={config.channel === 'NZ'} />
      <PerformanceBlock account={account} channel={config.channel} asAt={asAt} variant="account" />
      <ByFundBlock account={account} channel={config.channel} asAt={asAt} />
      <AssetClassBlock accountNumber={account.accountNumber} />
      <TopHoldingsSection accountNumber={account.accountNumber} accountLabel={accountLabel(account, config)} />
      <BottomLinks productType={account.productType} hrefs={bottomLinks} />
      <DataProviderNotice />
    </Stack>
  );
}
