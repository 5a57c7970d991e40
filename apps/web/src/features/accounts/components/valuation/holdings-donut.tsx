import { seriesColour } from '@tasman/domain/accounts/chart-colours';
import type { HoldingsResponse } from '@tasman/domain/contracts/performance';
import { DonutChart } from '../charts/donut-chart';

/** The account's funds as shares of its value, in the holdings table's order and colours. */
export function HoldingsDonut({ holdings }: { holdings: HoldingsResponse }) {
  const rows = [...holdings.list].sort((a, b) => b.percentOfPortfolio - a.percentOfPortfolio);
  return (
    <DonutChart
      label="Share of the account by fund"
      slices={rows.map((holding, index) => ({
        name: holding.name,
        value: holding.securityValue,
        percent: holding.percentOfPortfolio,
        fill: seriesColour(index),
      }))}
    />
  );
}
