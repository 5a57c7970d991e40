import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { UserType } from '@tasman/domain/auth/user-kind';
import { localDateOf } from '@tasman/domain/calendar/local-date';
import { channelConfig } from '@tasman/domain/channel/channel';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { productLabel } from '@tasman/domain/home/product-label';
import { showsCheckGovtContributions } from '@tasman/domain/kiwisaver/government-contribution-rules';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { usePortalInfo } from '@/lib/portal-info';
import { DataProviderNotice } from '@/ui/data-provider-notice';
import { ErrorPanel } from '@/ui/error-panel';
import { useAccountSummary } from '../api/get-account-summary';
import { AccountSummaryFacts } from '../components/account-summary-facts';
import { lastSearchQuery, type SearchNoticeState } from '../components/search-return';
import { SummaryLinks, type SummaryHrefs } from '../components/summary-links';

interface AccountSummaryScreenProps {
  accountNumber: string;
  userType: UserType;
  twoFactorEnabled: boolean;
  /** /dashboard/accounts (the route table is the app's); the last search's query is added here. */
  searchPath: string;
  hrefsFor: (account: AccountSummary) => SummaryHrefs;
  /** The portal setting showGovtContributionContent (spec 002 §6). */
  showGovtContributionContent?: boolean;
  /** Check GOVT Contributions and its modal for an account (the government-contribution feature, composed by the app). */
  renderGovtContributionCheck?: (accountNumber: string) => ReactNode;
}

/**
 * /dashboard/accounts/{accountNumber}, the adviser account summary (spec 001 §2). spec 001 §4
 * 'Adviser summary load': an answer with a Message (the server's 404 for an account the user may
 * not see, or that does not exist) sends the user back to the search, which shows the message.
 */
export function AccountSummaryScreen({
  accountNumber,
  userType,
  twoFactorEnabled,
  searchPath,
  hrefsFor,
  showGovtContributionContent = false,
  renderGovtContributionCheck,
}: AccountSummaryScreenProps) {
  const { channel } = usePortalInfo();
  const config = channelConfig(channel);
  const account = useAccountSummary(accountNumber);
  const backHref = `${searchPath}${lastSearchQuery()}`;

  if (account.isError) {
    const error = account.error;
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      const state: SearchNoticeState = { accountSearchNotice: `Account ${accountNumber}: ${error.message}` };
      return <Navigate to={backHref} replace state={state} />;
    }
    return (
      <ErrorPanel
        title={ACCOUNT_MESSAGES.accountLoadFailed}
        message={error.message}
        onRetry={() => void account.refetch()}
        retryLabel="Refresh"
      />
    );
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={backHref} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Back to Account Search
        </Group>
      </Anchor>
      {account.data ? (
        <>
          <div>
            <Title order={1} size="h2">
              {account.data.accountName}
            </Title>
            <Text c="dimmed">
              {productLabel(account.data.productType)} account {account.data.accountNumber}
            </Text>
          </div>
          <Card withBorder radius="md" padding="lg" data-testid="account-summary">
            <AccountSummaryFacts
              account={account.data}
              showPir={config.showIrdAndPir}
              today={localDateOf(new Date(), config.timeZone)}
            />
          </Card>
          <SummaryLinks
            account={account.data}
            userType={userType}
            twoFactorEnabled={twoFactorEnabled}
            hrefs={hrefsFor(account.data)}
            govtContributionCheck={
              renderGovtContributionCheck &&
              showsCheckGovtContributions(userType, account.data.productType, showGovtContributionContent)
                ? renderGovtContributionCheck(account.data.accountNumber)
                : null
            }
          />
          <DataProviderNotice />
        </>
      ) : (
        <Text c="dimmed" role="status">
          Loading the account…
        </Text>
      )}
    </Stack>
  );
}
