import { Anchor, Group, Table, Text } from '@mantine/core';
import { byFundDetailRows, fundGain } from '@tasman/domain/accounts/by-fund-detail-rows';
import type { Channel, ProductType } from '@tasman/domain/channel/channel';
import type { FundPerformanceRow } from '@tasman/domain/contracts/performance';
import { Link } from 'react-router';
import { MoneyText } from '@/ui/money-text';
import { PercentText } from '@/ui/percent-text';
import { ResponsiveTable, type TableColumn, type TableFooterRow } from '@/ui/responsive-table';
import { SignedMoneyText } from '../figures/signed-money-text';
import { BridgeRows } from '../performance/bridge-rows';

interface ByFundTableProps {
  funds: readonly FundPerformanceRow[];
  productType: ProductType;
  channel: Channel;
  /** What the return column is (time-weighted, after fees, before PIE tax, p.a. or not). */
  returnCaption: string;
  /** spec 001 §4 one-year rule: 12-month and since-inception returns of a young account are hidden. */
  hideReturns: boolean;
}

/**
 * spec 001 §2: each fund opens its fund page, relative to the account's route, by msSecurityId.
 * Cash at Bank has no fund page: its name alone.
 */
function FundLink({ fund }: { fund: FundPerformanceRow }) {
  if (fund.rowKind === 'cashAtBank') {
    return (
      <Text component="span" fz="sm" fw={500}>
        {fund.securityName}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={fund.msSecurityId} fz="sm" fw={500}>
      {fund.securityName}
    </Anchor>
  );
}

function compactColumns(hideReturns: boolean): TableColumn<FundPerformanceRow>[] {
  return [
    { key: 'fund', header: 'Fund', cell: (fund) => <FundLink fund={fund} /> },
    {
      key: 'opening',
      header: 'Opening balance',
      align: 'right',
      nowrap: true,
      cell: (fund) => <MoneyText value={fund.openingBalance} inherit />,
    },
    {
      key: 'closing',
      header: 'Closing balance',
      align: 'right',
      nowrap: true,
      cell: (fund) => <MoneyText value={fund.closingBalance} inherit />,
    },
    { key: 'gain', header: 'Gain', align: 'right', nowrap: true, cell: (fund) => <SignedMoneyText value={fundGain(fund)} inherit /> },
    { key: 'return', header: 'Return', align: 'right', cell: (fund) => <FundReturn fund={fund} hidden={hideReturns} /> },
  ];
}

/** The compact table: one row per fund, its return beside its dollar gain; a card per fund on a phone. */
export function ByFundCompactTable({ funds, returnCaption, hideReturns }: ByFundTableProps) {
  return (
    <>
      <ResponsiveTable
        aria-label="Performance by fund"
        columns={compactColumns(hideReturns)}
        rows={funds}
        rowKey={(fund) => fund.msSecurityId}
        rowTestId="by-fund-row"
        footer={funds.length > 1 ? [portfolioTotal(funds)] : []}
        striped
      />
      <ReturnCaption caption={returnCaption} hideReturns={hideReturns} />
    </>
  );
}

/**
 * The expanded table: each fund's value bridge, in spec 001 §9's row counts (KiwiSaver 7, unit
 * trust 6, Australian unit trust 5, distributing 8, plus one per transfer or switch line).
 */
export function ByFundExpandedTable({ funds, productType, channel, returnCaption, hideReturns }: ByFundTableProps) {
  return (
    <>
      {/* Two columns, label and figure: fits a phone as it is. */}
      <Table.ScrollContainer minWidth={0} type="native">
        <Table verticalSpacing={6} fz="sm" aria-label="Performance by fund, in detail">
          {funds.map((fund) => (
            <Table.Tbody key={fund.msSecurityId} data-testid="by-fund-detail">
              <Table.Tr bg="gray.0">
                <Table.Th scope="rowgroup" colSpan={2}>
                  <Group justify="space-between" gap="xs">
                    <FundLink fund={fund} />
                    <Text size="sm" component="span">
                      Gain <SignedMoneyText value={fundGain(fund)} inherit fw={600} /> · Return{' '}
                      <FundReturn fund={fund} hidden={hideReturns} />
                    </Text>
                  </Group>
                </Table.Th>
              </Table.Tr>
              <BridgeRows
                lines={byFundDetailRows(productType, fund, channel)}
                idPrefix={`by-fund-${fund.msSecurityId}`}
              />
            </Table.Tbody>
          ))}
        </Table>
      </Table.ScrollContainer>
      <ReturnCaption caption={returnCaption} hideReturns={hideReturns} />
    </>
  );
}

/**
 * The rows added up: with Cash at Bank and the portfolio fees charged to it, the portfolio's own
 * opening and closing values and gain (issue 9 item 8).
 */
function portfolioTotal(funds: readonly FundPerformanceRow[]): TableFooterRow {
  const total = (pick: (fund: FundPerformanceRow) => number) =>
    funds.reduce((sum, fund) => sum + Math.round(pick(fund) * 100), 0) / 100;
  return {
    key: 'total',
    label: 'Total',
    emphasis: true,
    testId: 'by-fund-total',
    cells: {
      opening: <MoneyText value={total((fund) => fund.openingBalance)} inherit fw={700} />,
      closing: <MoneyText value={total((fund) => fund.closingBalance)} inherit fw={700} />,
      gain: <SignedMoneyText value={total(fundGain)} inherit fw={700} />,
    },
  };
}

/** A fund's return, over the part of the period it was held, marked 'p.a.' when annualised. */
function FundReturn({ fund, hidden }: { fund: FundPerformanceRow; hidden: boolean }) {
  if (hidden) {
    return (
      <Text component="span" inherit aria-label="Not shown yet">
        —
      </Text>
    );
  }
  return (
    <Text component="span" inherit fw={600} style={{ whiteSpace: 'nowrap' }}>
      <PercentText value={fund.returnPercentage} signed inherit />
      {fund.returnPerAnnum && fund.returnPercentage !== null ? ' p.a.' : ''}
    </Text>
  );
}

function ReturnCaption({ caption, hideReturns }: { caption: string; hideReturns: boolean }) {
  return (
    <Text size="xs" c="dimmed">
      Return: {caption}, over the part of the period each fund was held
      {hideReturns ? '; shown once the account has been open for a year' : ''}. Gain: after fees and tax.
    </Text>
  );
}
