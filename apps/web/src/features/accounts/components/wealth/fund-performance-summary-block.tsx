import { Anchor, Text } from '@mantine/core';
import { hidesFundsPerformanceSummary } from '@tasman/domain/accounts/account-as-at';
import { returnDescription } from '@tasman/domain/accounts/return-description';
import type { Channel } from '@tasman/domain/channel/channel';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import type { FundPerformanceSummaryResponse } from '@tasman/domain/contracts/performance';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { Link } from 'react-router';
import { formatDate } from '@/ui/date-text';
import { PercentText } from '@/ui/percent-text';
import { ResponsiveTable, type TableColumn } from '@/ui/responsive-table';
import { useFundPerformanceSummary } from '../../api/get-fund-performance-summary';
import { BlockError, BlockLoading, DetailBlock } from '../account-detail/detail-block';

type Column = 'quarterly' | 'biannual' | 'annual';

// spec 001 §9: attribution ranges m3, m6, m12 map to the quarterly, biannual and annual columns.
const COLUMNS: readonly { key: Column; label: string }[] = [
  { key: 'quarterly', label: '3 months' },
  { key: 'biannual', label: '6 months' },
  { key: 'annual', label: '12 months' },
];

/**
 * Wealth management's fund performance summary (spec 001 §2, §3): the portfolio and each fund over
 * the last 3, 6 and 12 months, funds grouped by asset class. Hidden while the account is younger
 * than 3 months (spec 001 §5), with the spec's message.
 */
export function FundPerformanceSummaryBlock({
  account,
  asAt,
  channel,
}: {
  account: AccountSummary;
  asAt: string;
  channel: Channel;
}) {
  const tooYoung = hidesFundsPerformanceSummary(account.signupDate, asAt);
  const summary = useFundPerformanceSummary(account.accountNumber, { enabled: !tooYoung });
  return (
    <DetailBlock title="Fund performance summary">
      {tooYoung ? (
        <Text c="dimmed" size="sm" py="md">
          {ACCOUNT_MESSAGES.fundsTooYoung}
        </Text>
      ) : summary.isPending ? (
        <BlockLoading label="Loading fund performance summary" height={160} />
      ) : summary.isError ? (
        <BlockError message={ACCOUNT_MESSAGES.fundPerformanceSummaryFailed} onRefresh={() => void summary.refetch()} />
      ) : summary.data.data.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          {ACCOUNT_MESSAGES.noResults}
        </Text>
      ) : (
        <SummaryTable summary={summary.data} channel={channel} />
      )}
    </DetailBlock>
  );
}

// Over 3, 6 and 12 months: none of the columns is annualised.
const TIME_WEIGHTED = { method: 'time-weighted', afterFees: true, afterTax: false, perAnnum: false } as const;

type SummaryFund = FundPerformanceSummaryResponse['data'][number]['funds'][number];

/** A line of the summary: the portfolio, an asset class heading, or a fund under it. */
type SummaryLine =
  | { kind: 'portfolio'; figures: FundPerformanceSummaryResponse['gross'] }
  | { kind: 'class'; name: string }
  | { kind: 'fund'; fund: SummaryFund };

function summaryLines(summary: FundPerformanceSummaryResponse): SummaryLine[] {
  return [
    { kind: 'portfolio', figures: summary.gross },
    ...summary.data.flatMap((group): SummaryLine[] => [
      { kind: 'class', name: group.class },
      ...group.funds.map((fund): SummaryLine => ({ kind: 'fund', fund })),
    ]),
  ];
}

function summaryColumns(summary: FundPerformanceSummaryResponse): TableColumn<SummaryLine>[] {
  return [
    {
      key: 'fund',
      header: 'Fund',
      cell: (line) =>
        line.kind === 'portfolio' ? (
          <Text component="span" inherit fw={650}>
            Portfolio (before fees)
          </Text>
        ) : line.kind === 'class' ? (
          line.name
        ) : (
          <Anchor component={Link} to={line.fund.msSecurityId} fz="sm">
            {line.fund.name}
          </Anchor>
        ),
    },
    ...COLUMNS.map((column): TableColumn<SummaryLine> => {
      const dates = summary.dates[column.key];
      return {
        key: column.key,
        align: 'right',
        nowrap: true,
        header: (
          <>
            {column.label}
            {dates ? (
              <Text size="xs" c="dimmed" fw={400}>
                {formatDate(dates.fromDate)} – {formatDate(dates.toDate)}
              </Text>
            ) : null}
          </>
        ),
        cell: (line) =>
          line.kind === 'class' ? null : (
            <PercentText
              value={line.kind === 'portfolio' ? line.figures[column.key] : line.fund[column.key]}
              signed
              inherit
              fw={line.kind === 'portfolio' ? 650 : undefined}
            />
          ),
      };
    }),
  ];
}

function SummaryTable({ summary, channel }: { summary: FundPerformanceSummaryResponse; channel: Channel }) {
  return (
    <>
      <ResponsiveTable
        aria-label="Fund performance summary"
        columns={summaryColumns(summary)}
        rows={summaryLines(summary)}
        rowKey={(line, index) =>
          line.kind === 'portfolio' ? 'portfolio' : line.kind === 'class' ? `class-${line.name}` : `${line.fund.msSecurityId}-${index}`
        }
        rowTestId="summary-row"
        isGroupHeading={(line) => line.kind === 'class'}
      />
      <Text size="xs" c="dimmed">
        Portfolio: {returnDescription({ ...TIME_WEIGHTED, afterFees: false }, channel)}. Funds:{' '}
        {returnDescription(TIME_WEIGHTED, channel)}, for funds held through the whole period; cash funds show their
        12-month return only.
      </Text>
    </>
  );
}
