import { assetClassColour } from '@tasman/domain/accounts/chart-colours';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { formatPercent } from '@/ui/percent-text';

/** spec 001 §9: the donut's cutout is 60 % of its radius. */
const CUTOUT = '60%';

interface FundAllocationDonutProps {
  slices: readonly { assetClass: string; weight: number }[];
}

/** The fund's asset classes as a donut; the table beside it carries the figures for every reader. */
export function FundAllocationDonut({ slices }: FundAllocationDonutProps) {
  return (
    <div aria-hidden style={{ width: '100%', maxWidth: 240, height: 240, margin: '0 auto' }}>
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie
            data={slices as { assetClass: string; weight: number }[]}
            dataKey="weight"
            nameKey="assetClass"
            innerRadius={CUTOUT}
            outerRadius="100%"
            paddingAngle={1}
            isAnimationActive={false}
            rootTabIndex={-1}
          >
            {slices.map((slice) => (
              <Cell key={slice.assetClass} fill={assetClassColour(slice.assetClass)} />
            ))}
          </Pie>
          <Tooltip formatter={(value) => formatPercent(Number(value))} />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
