import { Grid, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import type { PrivateEquitySummaryResponse } from '@tasman/domain/contracts/private-equity';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { useState } from 'react';
import { usePortalInfo } from '@/lib/portal-info';
import { DateText, formatDate } from '@/ui/date-text';
import { ErrorPanel } from '@/ui/error-panel';
import { MoneyText } from '@/ui/money-text';
import { usePrivateEquitySummary } from '../api/get-private-equity-summary';
import { Figure } from './figure';
import { TopAssetsChart } from './top-assets-chart';
import { TopAssetsTable } from './top-assets-table';
import classes from './print.module.css';
import { ValuationDateControls } from './valuation-date-controls';

const reload = () => window.location.reload();

/** spec 001 §9: units and unit prices to 4 decimals. */
const fourPlaces = (value: number, locale: string) =>
  value.toLocaleString(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 });

/**
 * spec 001 §2 'private-equity' investment valuation block: the valuation now or at a month end
 * (spec 001 §4), the capital called and distributed by then, and the top assets as a donut and a table.
 */
export function InvestmentValuationPanel({ account }: { account: AccountSummary }) {
  const { channel } = usePortalInfo();
  const [date, setDate] = useState<string | null>(null);
  const summary = usePrivateEquitySummary(account.accountNumber, date);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="pe-valuation-title">
      <Stack gap="lg">
        <Title order={2} size="h4" id="pe-valuation-title">
          Investment valuation
        </Title>
        <div className={classes.noPrint}>
          <ValuationDateControls
            signupDate={account.signupDate}
            balanceDate={account.balanceAsAtDate}
            channel={channel}
            busy={summary.isFetching}
            onChange={setDate}
          />
        </div>
        {summary.isPending ? (
          <Skeleton h={300} radius="md" />
        ) : summary.isError ? (
          <ErrorPanel message={ACCOUNT_MESSAGES.investmentValuationFailed} onRetry={reload} retryLabel="Refresh" />
        ) : (
          <Valuation data={summary.data} />
        )}
      </Stack>
    </Paper>
  );
}

function Valuation({ data }: { data: PrivateEquitySummaryResponse }) {
  const { locale, currency } = channelConfig(usePortalInfo().channel);
  const quarterly = data.requestedDate !== null && data.requestedDate !== data.valuationDate;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Figure label="Valuation" testId="pe-valuation">
          <MoneyText value={data.valuation} size="xl" fw={650} />
          {data.asAtDate ? (
            <Text size="xs" c="dimmed">
              as at <DateText value={data.asAtDate} size="xs" c="dimmed" inherit />
            </Text>
          ) : null}
        </Figure>
        <Figure label="Called capital">
          <MoneyText value={data.calledCapital} size="lg" fw={600} />
        </Figure>
        <Figure label="Distributions">
          <MoneyText value={data.distributionsCashTotal} size="lg" fw={600} />
        </Figure>
      </SimpleGrid>
      {quarterly ? (
        // spec 001 §9: quarterly pricing before 1 September 2018.
        <Text size="sm" c="dimmed" data-testid="pe-quarterly-note">
          Private equity was priced quarterly before September 2018, so the valuation for{' '}
          {formatDate(data.requestedDate!)} is the one at the quarter end, {formatDate(data.valuationDate)}.
        </Text>
      ) : null}
      {data.holdings.map((holding) => (
        <Text size="sm" c="dimmed" key={holding.name}>
          {`${holding.name}: ${fourPlaces(holding.units, locale)} units at ${fourPlaces(holding.unitPrice, locale)} (${formatDate(holding.priceAsAtDate)})`}
        </Text>
      ))}
      <Stack gap="xs">
        <Title order={3} size="h5">
          Top assets
        </Title>
        {data.assetsAsAtDate ? (
          <Text size="xs" c="dimmed">
            Underlying assets as published at {formatDate(data.assetsAsAtDate)}
          </Text>
        ) : null}
        {data.list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {ACCOUNT_MESSAGES.noResults}
          </Text>
        ) : (
          <Grid gap="lg" align="flex-start">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <TopAssetsChart assets={data.list} locale={locale} currency={currency} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <TopAssetsTable assets={data.list} valuation={data.valuation} />
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Stack>
  );
}
