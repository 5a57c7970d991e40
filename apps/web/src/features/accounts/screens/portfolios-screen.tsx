import { Alert, Anchor, Grid, Stack, Text, Title } from '@mantine/core';
import { channelConfig, type ChannelConfig } from '@tasman/domain/channel/channel';
import type { AccountListResponse, AccountSummary } from '@tasman/domain/contracts/accounts';
import { MESSAGES } from '@tasman/domain/errors';
import { totalValue } from '@tasman/domain/home/total-value';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePortalInfo } from '@/lib/portal-info';
import { DataProviderNotice } from '@/ui/data-provider-notice';
import { ErrorPanel } from '@/ui/error-panel';
import { useAccounts } from '../api/get-accounts';
import { AccountGrid } from '../components/account-grid';
import { AccountsSkeleton } from '../components/accounts-skeleton';
import { ProspectWelcomeCard } from '../components/prospect-welcome-card';
import { TotalValueCard } from '../components/total-value-card';

interface PortfoliosScreenProps {
  /** From the session: a prospect gets the welcome card, and having no accounts is expected for them. */
  isProspect: boolean;
  /** The detail route of an account (the route table is the app's). */
  accountHref: (account: AccountSummary) => string;
  /**
   * The rest of the home (spec 000 §2.5), composed by the app from the home feature: status cards
   * above the total value, the fact-find invitation below the accounts, and the side panel.
   */
  renderHome?: (data: AccountListResponse) => HomeSlots;
}

export interface HomeSlots {
  top: ReactNode;
  bottom: ReactNode;
  side: ReactNode;
}

/**
 * /dashboard/portfolios, the client home (spec 000 §2.5): the prospect welcome, the total value,
 * the owned and related account cards, and the data-provider footnote. Staff, advisers and
 * related-only users never get here (ClientHomeGuard).
 */
export function PortfoliosScreen({ isProspect, accountHref, renderHome }: PortfoliosScreenProps) {
  const { channel } = usePortalInfo();
  const config = channelConfig(channel);
  // The portal load has already asked (and retried). Asking again on mount would put a failed
  // query back to pending, and the layout shows its loader instead of this screen while the
  // accounts are pending: a loop. A failure shows the Refresh button instead.
  const accounts = useAccounts({ retryOnMount: false });
  const home = accounts.data && renderHome ? renderHome(accounts.data) : null;

  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        Portfolios
      </Title>
      {/* Main column and side panel on a wide screen; one column on a phone (spec 000 §2.5). */}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="xl">
            {isProspect ? <ProspectWelcomeCard config={config} /> : null}
            {home?.top}
            {accounts.isPending ? (
              <AccountsSkeleton />
            ) : accounts.isError ? (
              // spec 000 §8 'Home, unexpected failure'.
              <ErrorPanel
                title={MESSAGES.somethingWentWrong}
                message="An unexpected error occurred and your request couldn't be handled."
                onRetry={() => window.location.reload()}
                retryLabel="Refresh"
              />
            ) : (
              <AccountSections data={accounts.data} isProspect={isProspect} config={config} accountHref={accountHref} />
            )}
            {home?.bottom}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>{home?.side}</Grid.Col>
      </Grid>
      <DataProviderNotice />
    </Stack>
  );
}

interface AccountSectionsProps extends Pick<PortfoliosScreenProps, 'isProspect' | 'accountHref'> {
  data: AccountListResponse;
  config: ChannelConfig;
}

function AccountSections({ data, isProspect, config, accountHref }: AccountSectionsProps) {
  // The server sends both lists sorted (spec 000 §2.5); only closed accounts are left out here.
  const owned = data.ownedList.filter((account) => account.accountIsOpen);
  const related = data.relatedList.filter((account) => account.accountIsOpen);
  return (
    <>
      {owned.length === 0 && !isProspect ? <NoOwnedAccountsAlert infoEmail={config.infoEmail} /> : null}
      {owned.length > 0 ? (
        <>
          <TotalValueCard total={totalValue(owned)} currency={config.currency} />
          <AccountGrid title="Your accounts" accounts={owned} channel={config.channel} accountHref={accountHref} />
        </>
      ) : null}
      {related.length > 0 ? (
        <AccountGrid title="Related accounts" accounts={related} channel={config.channel} accountHref={accountHref} />
      ) : null}
    </>
  );
}

/** spec 000 §8 'Home, no owned accounts': a warning with the support address. */
function NoOwnedAccountsAlert({ infoEmail }: { infoEmail: string }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} />} role="alert">
      <Text size="sm">
        There were no owned accounts found for this user. Please contact us at{' '}
        <Anchor href={`mailto:${infoEmail}`} inherit>
          {infoEmail}
        </Anchor>
        .
      </Text>
    </Alert>
  );
}
