import { Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { usePortalInfo } from '@/lib/portal-info';
import { ErrorPanel } from '@/ui/error-panel';
import { MoneyText } from '@/ui/money-text';
import { usePrivateEquityCalls } from '../api/get-private-equity-calls';
import { usePrivateEquitySummary } from '../api/get-private-equity-summary';
import { CallHistoryTable } from './call-history-table';
import { Figure } from './figure';
import { TransferNotice } from './transfer-notice';

const reload = () => window.location.reload();

/**
 * spec 001 §2 'private-equity' capital-calls summary block: committed, called and uncalled capital
 * and the cash distributed (the account's current figures, spec 001 §3), the transfer notice when
 * units were transferred, and the history of capital calls.
 */
export function CapitalCallsPanel({ accountNumber }: { accountNumber: string }) {
  const { locale } = channelConfig(usePortalInfo().channel);
  const summary = usePrivateEquitySummary(accountNumber, null);
  const calls = usePrivateEquityCalls(accountNumber);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="pe-calls-title">
      <Stack gap="lg">
        <Title order={2} size="h4" id="pe-calls-title">
          Capital calls summary
        </Title>
        {summary.isPending || calls.isPending ? (
          <Skeleton h={200} radius="md" />
        ) : summary.isError || calls.isError ? (
          <ErrorPanel message={ACCOUNT_MESSAGES.callsSummaryFailed} onRetry={reload} retryLabel="Refresh" />
        ) : (
          <>
            {summary.data.showTransferNotice ? <TransferNotice /> : null}
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              <Figure label="Committed capital">
                <MoneyText value={summary.data.committedCapital} size="lg" fw={600} />
              </Figure>
              <Figure label="Called capital">
                <MoneyText value={summary.data.calledCapital} size="lg" fw={600} />
              </Figure>
              <Figure label="Uncalled capital">
                <MoneyText value={summary.data.uncalledCapital} size="lg" fw={600} />
              </Figure>
              <Figure label="Distributions">
                <MoneyText value={summary.data.distributionsCashTotal} size="lg" fw={600} />
              </Figure>
            </SimpleGrid>
            <Stack gap="xs">
              <Title order={3} size="h5">
                Capital call history
              </Title>
              <CallHistoryTable calls={calls.data} locale={locale} />
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
