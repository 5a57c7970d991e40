import '@mantine/dates/styles.css';
import { Stack, Title, VisuallyHidden } from '@mantine/core';
import type { Channel } from '@tasman/domain/channel/channel';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { shownAccountNumber } from '@tasman/domain/home/shown-account-number';
import type { ReactNode } from 'react';
import { DataProviderNotice } from '@/ui/data-provider-notice';
import { BottomLinks, type AccountLinks } from '../components/bottom-links';
import { CapitalCallsPanel } from '../components/capital-calls-panel';
import { InvestmentValuationPanel } from '../components/investment-valuation-panel';
import { PrintHeader } from '../components/print-header';
import classes from '../components/print.module.css';

interface PrivateEquityScreenProps {
  /** The route's private-equity account. */
  account: AccountSummary;
  channel: Channel;
  /** The account header (switcher, Back to Home), composed by the route. */
  header: ReactNode;
  links: AccountLinks;
}

/**
 * /dashboard/private-equity/{accountNumber} (spec 001 §2 'private-equity'): the account header, the
 * investment valuation block, the capital-calls summary block with the transfer notice, the bottom
 * links, and a header that shows only on paper. The route keys this screen by account number, so a
 * new account starts every block afresh (spec 001 §4).
 */
export function PrivateEquityScreen({ account, channel, header, links }: PrivateEquityScreenProps) {
  return (
    <Stack gap="lg">
      <PrintHeader accountName={account.accountName} accountNumber={shownAccountNumber(account, channel)} />
      <VisuallyHidden>
        <Title order={1}>Private Equity - Account Details</Title>
      </VisuallyHidden>
      <div className={classes.noPrint}>{header}</div>
      <InvestmentValuationPanel account={account} />
      <CapitalCallsPanel accountNumber={account.accountNumber} />
      <div className={classes.noPrint}>
        <BottomLinks links={links} />
      </div>
      <DataProviderNotice />
    </Stack>
  );
}
