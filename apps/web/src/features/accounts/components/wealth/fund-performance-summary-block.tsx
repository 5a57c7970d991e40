import { Anchor, Table, Text } from '@mantine/core';
import { hidesFundsPerformanceSummary } from '@tasman/domain/accounts/account-as-at';
import { returnDescription } from '@tasman/domain/accounts/return-description';
import type { Channel } from '@tasman/domain/channel/channel';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import type { FundPerformanceSummaryResponse } from '@tasman/domain/contracts/performance';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { Link } from 'react-router';
import { formatDate } from '@/ui/date-text';
import { PercentText } from '@/ui/percent-text';
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

function SummaryTable({ summary, channel }: { summary: FundPerformanceSummaryResponse; channel: Channel }) {
  return (
    <>
      <Table.ScrollContainer minWidth={560} type="native">
        <Table verticalSpacing={6} fz="sm" aria-label="Fund performance summary">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fund</Table.Th>
              {COLUMNS.map((column) => {
                const dates = summary.dates[column.key];
                return (
                  <Table.Th key={column.key} ta="right">
                    {column.label}
                    {dates ? (
                      <Text size="xs" c="dimmed" fw={400}>
                        {formatDate(dates.fromDate)} – {formatDate(dates.toDate)}
                      </Text>
                    ) : null}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr fw={650} data-testid="summary-row">
              <Table.Th scope="row">Portfolio (before fees)</Table.Th>
              {COLUMNS.map((column) => (
                <Table.Td key={column.key} ta="right">
                  <PercentText value={summary.gross[column.key]} signed inherit />
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
          {summary.data.map((group) => (
            <Table.Tbody key={group.class}>
              <Table.Tr bg="gray.0">
                <Table.Th scope="rowgroup" colSpan={4}>
                  {group.class}
                </Table.Th>
              </Table.Tr>
              {group.funds.map((fund) => (
                <Table.Tr key={fund.msSecurityId} data-testid="summary-row">
                  <Table.Td pl="lg">
                    <Anchor component={Link} to={fund.msSecurityId} fz="sm">
                      {fund.name}
                    </Anchor>
                  </Table.Td>
                  {COLUMNS.map((column) => (
                    <Table.Td key={column.key} ta="right">
                      <PercentText value={fund[column.key]} signed inherit />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          ))}
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        Portfolio: {returnDescription({ ...TIME_WEIGHTED, afterFees: false }, channel)}. Funds:{' '}
        {returnDescription(TIME_WEIGHTED, channel)}, for funds held through the whole period; cash funds show their
        12-month return only.
      </Text>
    </>
  );
}
