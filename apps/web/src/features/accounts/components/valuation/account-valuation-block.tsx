import { Grid, Text } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { BlockError, BlockLoading, DetailBlock } from '../account-detail/detail-block';
import { HoldingsDonut } from './holdings-donut';
import { HoldingsTable } from './holdings-table';
import { useValuation, type ValuationState } from './use-valuation';
import { ValuationControls } from './valuation-controls';

interface AccountValuationBlockProps {
  accountNumber: string;
  /** NZ accounts are PIEs: the current valuation shows net value and PIE tax. */
  showsPieTax: boolean;
}

/** KiwiSaver and Investment Funds 'Account valuation' (spec 001 §2, §4): chart and table, current or on a date. */
export function AccountValuationBlock({ accountNumber, showsPieTax }: AccountValuationBlockProps) {
  const valuation = useValuation(accountNumber);
  return (
    <DetailBlock title="Account valuation">
      <ValuationControls valuation={valuation} />
      <ValuationContent
        valuation={valuation}
        showsPieTax={showsPieTax}
        failedMessage={ACCOUNT_MESSAGES.securitiesFetchFailed}
      />
    </DetailBlock>
  );
}

interface ValuationContentProps {
  valuation: ValuationState;
  showsPieTax: boolean;
  /** The block's error when the latest holdings cannot be fetched (spec 001 §8). */
  failedMessage: string;
  showCashAtBank?: boolean;
  /** Donut beside the table (the account screens) or table alone (wealth management's holdings block). */
  withChart?: boolean;
}

/**
 * The holdings on screen, or what stands in their place: loading, the block's error, 'Error, could
 * not load valuation data for this period' for a failed custom date, 'Valuation data is not
 * available for this period.' for a date with nothing held, 'No results found' for no holdings.
 */
export function ValuationContent({
  valuation,
  showsPieTax,
  failedMessage,
  showCashAtBank = false,
  withChart = true,
}: ValuationContentProps) {
  const { shown, showsCustom } = valuation;
  if (shown.isPending) return <BlockLoading label="Loading valuation" />;
  if (shown.isError) {
    return (
      <BlockError
        message={showsCustom ? ACCOUNT_MESSAGES.valuationPeriodFailed : failedMessage}
        onRefresh={() => void shown.refetch()}
      />
    );
  }
  const holdings = shown.data;
  if (holdings.list.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="lg">
        {showsCustom ? ACCOUNT_MESSAGES.valuationPeriodUnavailable : ACCOUNT_MESSAGES.noResults}
      </Text>
    );
  }
  const table = (
    <HoldingsTable holdings={holdings} showTax={showsPieTax && !showsCustom} showCashAtBank={showCashAtBank} />
  );
  if (!withChart) return table;
  return (
    <Grid gap="lg" align="center">
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <HoldingsDonut holdings={holdings} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 8 }} miw={0}>
        {table}
      </Grid.Col>
    </Grid>
  );
}
