import { Grid, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HoldingsResponse } from '@tasman/domain/contracts/performance';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { MoneyText } from '@/ui/money-text';
import { BlockError, BlockLoading, DetailBlock } from '../account-detail/detail-block';
import { HoldingsDonut } from '../valuation/holdings-donut';
import type { ValuationState } from '../valuation/use-valuation';
import { ValuationControls } from '../valuation/valuation-controls';

interface PortfolioValuationBlockProps {
  valuation: ValuationState;
  /** NZ portfolios are PIEs: the current valuation shows the PIE tax liability. */
  showsPieTax: boolean;
}

/**
 * Wealth management's account valuation (spec 001 §2, §4): Current Valuation or Custom Date (no
 * later than the balance as-at date, spec 001 §5), the portfolio's value with Cash at Bank apart,
 * and its funds as a donut. The holdings table is the next block.
 */
export function PortfolioValuationBlock({ valuation, showsPieTax }: PortfolioValuationBlockProps) {
  const { shown, showsCustom } = valuation;
  return (
    <DetailBlock title="Portfolio valuation">
      <ValuationControls valuation={valuation} />
      {shown.isPending ? (
        <BlockLoading label="Loading portfolio valuation" height={200} />
      ) : shown.isError ? (
        <BlockError
          message={showsCustom ? ACCOUNT_MESSAGES.valuationPeriodFailed : ACCOUNT_MESSAGES.portfolioValuationFailed}
          onRefresh={() => void shown.refetch()}
        />
      ) : showsCustom && shown.data.list.length === 0 && shown.data.cashAtBank === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          {ACCOUNT_MESSAGES.valuationPeriodUnavailable}
        </Text>
      ) : (
        <Grid gap="lg" align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <PortfolioFigures holdings={shown.data} showTax={showsPieTax && !showsCustom} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {shown.data.list.length > 0 ? <HoldingsDonut holdings={shown.data} /> : null}
          </Grid.Col>
        </Grid>
      )}
    </DetailBlock>
  );
}

function PortfolioFigures({ holdings, showTax }: { holdings: HoldingsResponse; showTax: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="portfolio-figures">
      <Figure caption="Total value">
        <MoneyText value={holdings.totalValue} size="xl" fw={700} />
      </Figure>
      <Figure caption="Investments">
        <MoneyText value={holdings.grossTotal} size="lg" fw={600} />
      </Figure>
      <Figure caption="Cash at Bank">
        <MoneyText value={holdings.cashAtBank} size="lg" fw={600} />
      </Figure>
      {showTax ? (
        <Figure caption="PIE tax liability">
          <MoneyText value={holdings.pieTaxLiability} size="lg" fw={600} />
        </Figure>
      ) : null}
    </SimpleGrid>
  );
}

function Figure({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Paper bg="gray.0" radius="md" p="sm">
      {children}
      <Text size="xs" c="dimmed">
        {caption}
      </Text>
    </Paper>
  );
}
