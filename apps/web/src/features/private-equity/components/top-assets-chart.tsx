import type { PrivateEquityTopAsset } from '@tasman/domain/contracts/private-equity';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { formatMoney } from '@/ui/money-text';
import { formatPercent } from '@/ui/percent-text';
import { topAssetColour } from './top-asset-colours';

interface TopAssetsChartProps {
  assets: PrivateEquityTopAsset[];
  locale: string;
  currency: string;
}

/** spec 001 §9: a donut with a 60 % cutout, 300 px high, coloured by the 10-colour cycle. */
export function TopAssetsChart({ assets, locale, currency }: TopAssetsChartProps) {
  return (
    <ResponsiveContainer width="100%" height={300}>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={assets}
          dataKey="assetValue"
          nameKey="assetName"
          innerRadius="60%"
          outerRadius="100%"
          // Largest first, clockwise from twelve o'clock.
          startAngle={90}
          endAngle={-270}
          paddingAngle={assets.length > 1 ? 1 : 0}
          stroke="none"
          isAnimationActive={false}
        >
          {assets.map((asset, index) => (
            <Cell key={asset.assetName} fill={topAssetColour(index)} />
          ))}
        </Pie>
        <Tooltip
          formatter={(value, _name, item) => {
            const percent = (item.payload as PrivateEquityTopAsset | undefined)?.percentOfValue;
            const amount = formatMoney(Number(value), locale, currency);
            return percent === undefined ? amount : `${amount} (${formatPercent(percent)})`;
          }}
        />
      </PieChart>
    </ResponsiveContainer>
  );
}
