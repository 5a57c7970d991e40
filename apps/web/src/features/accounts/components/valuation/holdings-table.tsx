import { seriesColour } from '@tasman/domain/accounts/chart-colours';
import { channelConfig } from '@tasman/domain/channel/channel';
import type { HoldingsResponse } from '@tasman/domain/contracts/performance';
import { usePortalInfo } from '@/lib/portal-info';
import { MoneyText } from '@/ui/money-text';
import { formatPercent } from '@/ui/percent-text';
import { ResponsiveTable, type TableColumn, type TableFooterRow } from '@/ui/responsive-table';
import { formatQuantity } from '@/ui/format-quantity';
import { Swatch } from '../figures/swatch';

type Holding = HoldingsResponse['list'][number];

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
 * the account, largest first (spec 001 §7). One card per fund on a phone.
 */
export function HoldingsTable({ holdings, showTax, showCashAtBank = false }: HoldingsTableProps) {
  const { locale } = channelConfig(usePortalInfo().channel);
  const rows = [...holdings.list].sort((a, b) => b.percentOfPortfolio - a.percentOfPortfolio);
  const columns: TableColumn<Holding>[] = [
    {
      key: 'fund',
      header: 'Fund',
      // The key to the account's donut, which colours the funds in this order.
      cell: (holding, index) => (
        <>
          <Swatch colour={seriesColour(index)} />
          {holding.name}
        </>
      ),
    },
    { key: 'units', header: 'Units', align: 'right', nowrap: true, cell: (holding) => formatQuantity(holding.units, locale) },
    {
      key: 'unitPrice',
      header: 'Unit price',
      align: 'right',
      nowrap: true,
      cell: (holding) => formatQuantity(holding.unitPrice, locale),
    },
    {
      key: 'value',
      header: 'Value',
      align: 'right',
      nowrap: true,
      cell: (holding) => <MoneyText value={holding.securityValue} inherit />,
    },
    ...(showTax
      ? [
          {
            key: 'netValue',
            header: 'Net value',
            align: 'right',
            nowrap: true,
            cell: (holding) => <MoneyText value={holding.netValue} inherit />,
          } satisfies TableColumn<Holding>,
          {
            key: 'taxOwed',
            header: 'PIE tax',
            align: 'right',
            nowrap: true,
            cell: (holding) => <MoneyText value={holding.taxOwed} inherit />,
          } satisfies TableColumn<Holding>,
        ]
      : []),
    {
      key: 'share',
      header: '% of account',
      align: 'right',
      nowrap: true,
      cell: (holding) => formatPercent(holding.percentOfPortfolio),
    },
  ];
  return (
    <ResponsiveTable
      aria-label="Holdings"
      columns={columns}
      rows={rows}
      rowKey={(holding) => holding.msSecurityId}
      footer={holdingsFooter(holdings, showTax, showCashAtBank)}
      striped
    />
  );
}

function holdingsFooter(holdings: HoldingsResponse, showTax: boolean, showCashAtBank: boolean): TableFooterRow[] {
  const taxTotals = showTax
    ? {
        netValue: <MoneyText value={holdings.netTotal} inherit fw={600} />,
        taxOwed: <MoneyText value={holdings.pieTaxLiability} inherit fw={600} />,
      }
    : {};
  // Percents are of the whole account (issue 9 item 7): the funds and Cash at Bank make 100.
  const whole = holdings.list.length > 0 || holdings.cashAtBank !== 0 ? formatPercent(100) : null;
  if (!showCashAtBank) {
    return [
      {
        key: 'total',
        label: 'Total',
        emphasis: true,
        cells: { value: <MoneyText value={holdings.grossTotal} inherit fw={700} />, ...taxTotals, share: whole },
      },
    ];
  }
  return [
    {
      key: 'investments',
      label: 'Total investments',
      cells: {
        value: <MoneyText value={holdings.grossTotal} inherit fw={600} />,
        ...taxTotals,
        share: formatPercent(100 - holdings.cashAtBankPercentage),
      },
    },
    {
      key: 'cash',
      label: 'Cash at Bank',
      cells: { value: <MoneyText value={holdings.cashAtBank} inherit />, share: formatPercent(holdings.cashAtBankPercentage) },
    },
    {
      key: 'total',
      label: 'Total value',
      emphasis: true,
      cells: { value: <MoneyText value={holdings.totalValue} inherit fw={700} />, share: whole },
    },
  ];
}
