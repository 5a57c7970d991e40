import { Table } from '@mantine/core';
import { seriesColour } from '@tasman/domain/accounts/chart-colours';
import { channelConfig } from '@tasman/domain/channel/channel';
import type { HoldingsResponse } from '@tasman/domain/contracts/performance';
import { usePortalInfo } from '@/lib/portal-info';
import { MoneyText } from '@/ui/money-text';
import { formatPercent } from '@/ui/percent-text';
import { formatQuantity } from '../figures/format-quantity';
import { Swatch } from '../figures/swatch';

interface HoldingsTableProps {
  holdings: HoldingsResponse;
  /** spec 001 §4: the date-specific table hides the net value and tax columns. */
  showTax: boolean;
  /** Wealth management: the cash account and the portfolio total under the funds. */
  showCashAtBank?: boolean;
}

/**
 * The holdings of an account (spec 001 §3 'Security holding'): units and unit price to 4 decimals,
 * value, and in the current valuation the value net of PIE tax and the tax; sorted by share of
 * the account, largest first (spec 001 §7). Scrolls sideways inside its card on a phone.
 */
export function HoldingsTable({ holdings, showTax, showCashAtBank = false }: HoldingsTableProps) {
  const { locale } = channelConfig(usePortalInfo().channel);
  const rows = [...holdings.list].sort((a, b) => b.percentOfPortfolio - a.percentOfPortfolio);
  return (
    <Table.ScrollContainer minWidth={showTax ? 640 : 520} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-label="Holdings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fund</Table.Th>
            <Table.Th ta="right">Units</Table.Th>
            <Table.Th ta="right">Unit price</Table.Th>
            <Table.Th ta="right">Value</Table.Th>
            {showTax ? <Table.Th ta="right">Net value</Table.Th> : null}
            {showTax ? <Table.Th ta="right">PIE tax</Table.Th> : null}
            <Table.Th ta="right">% of account</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((holding, index) => (
            <Table.Tr key={holding.msSecurityId}>
              <Table.Td>
                {/* The key to the account's donut, which colours the funds in this order. */}
                <Swatch colour={seriesColour(index)} />
                {holding.name}
              </Table.Td>
              <Table.Td ta="right">{formatQuantity(holding.units, locale)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(holding.unitPrice, locale)}</Table.Td>
              <Table.Td ta="right">
                <MoneyText value={holding.securityValue} inherit />
              </Table.Td>
              {showTax ? (
                <Table.Td ta="right">
                  <MoneyText value={holding.netValue} inherit />
                </Table.Td>
              ) : null}
              {showTax ? (
                <Table.Td ta="right">
                  <MoneyText value={holding.taxOwed} inherit />
                </Table.Td>
              ) : null}
              <Table.Td ta="right">{formatPercent(holding.percentOfPortfolio)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {showCashAtBank ? (
            <>
              <Table.Tr>
                <Table.Th scope="row">Total investments</Table.Th>
                <Table.Td colSpan={3} ta="right">
                  <MoneyText value={holdings.grossTotal} inherit fw={600} />
                </Table.Td>
                {showTax ? <TaxTotals holdings={holdings} /> : null}
                <Table.Td />
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Cash at Bank</Table.Th>
                <Table.Td colSpan={3} ta="right">
                  <MoneyText value={holdings.cashAtBank} inherit />
                </Table.Td>
                {showTax ? <Table.Td colSpan={2} /> : null}
                <Table.Td />
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Total value</Table.Th>
                <Table.Td colSpan={3} ta="right">
                  <MoneyText value={holdings.totalValue} inherit fw={700} />
                </Table.Td>
                {showTax ? <Table.Td colSpan={2} /> : null}
                <Table.Td />
              </Table.Tr>
            </>
          ) : (
            <Table.Tr>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td colSpan={3} ta="right">
                <MoneyText value={holdings.grossTotal} inherit fw={700} />
              </Table.Td>
              {showTax ? <TaxTotals holdings={holdings} /> : null}
              <Table.Td />
            </Table.Tr>
          )}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function TaxTotals({ holdings }: { holdings: HoldingsResponse }) {
  return (
    <>
      <Table.Td ta="right">
        <MoneyText value={holdings.netTotal} inherit fw={600} />
      </Table.Td>
      <Table.Td ta="right">
        <MoneyText value={holdings.pieTaxLiability} inherit fw={600} />
      </Table.Td>
    </>
  );
}
