import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { FundDetailsResponse } from '@tasman/domain/contracts/funds';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import type { ReactNode } from 'react';
import { useFundDetails } from '../api/get-fund-details';
import { FundAllocationPanel } from './fund-allocation-panel';
import { FundBlockError } from './fund-block-error';
import { FundInformation } from './fund-information-panel';
import { FundObjective } from './fund-objective';
import { FundPanel } from './fund-panel';
import { FundPerformancePanel } from './fund-performance-panel';
import { MarketIndexReturnsTable } from './market-index-returns-table';
import { ShareInformation } from './share-information-panel';
import { TopInvestmentsTable } from './top-investments-table';

/**
 * Every block of one fund (spec 001 §2 'Fund details page' and 'All Funds screen'): performance,
 * returns, top holdings, fund information, allocation and objective, each loading and failing on
 * its own. Mount it keyed by the fund id: a new fund then starts from nothing, never showing the
 * previous fund's figures, and its old requests are cancelled as their queries lose their observers.
 */
export function FundBlocks({ fundId }: { fundId: string }) {
  const details = useFundDetails(fundId);
  const fromDetails = (render: (data: FundDetailsResponse) => ReactNode, height = 120) =>
    details.isPending ? (
      <Skeleton height={height} />
    ) : details.isError ? (
      <FundBlockError message={ACCOUNT_MESSAGES.fundDataFailed} onRetry={() => void details.refetch()} />
    ) : (
      render(details.data)
    );

  if (details.data?.SecurityType === 'Share') {
    // A listed share: its price history and returns, no fund facts (issue 9 item 10).
    return (
      <Stack gap="lg">
        <FundPerformancePanel fundId={fundId} details={details.data} detailsFailed={false} />
        <FundPanel title="Returns">
          <MarketIndexReturnsTable details={details.data} />
        </FundPanel>
        <FundPanel title="Share Information">
          <ShareInformation details={details.data} />
        </FundPanel>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <FundPerformancePanel fundId={fundId} details={details.data} detailsFailed={details.isError} />
      <FundPanel title="Returns">{fromDetails((data) => <MarketIndexReturnsTable details={data} />, 90)}</FundPanel>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <FundPanel title="Top 10 Holdings">{fromDetails((data) => <TopInvestmentsTable details={data} />, 320)}</FundPanel>
        <FundPanel title="Fund Information">{fromDetails((data) => <FundInformation details={data} />)}</FundPanel>
      </SimpleGrid>
      <FundAllocationPanel fundId={fundId} />
      <FundPanel title="Fund objective">{fromDetails((data) => <FundObjective html={data.FundObjective} />, 60)}</FundPanel>
    </Stack>
  );
}
