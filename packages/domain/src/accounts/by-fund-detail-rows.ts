import Decimal from 'decimal.js';
import type { Channel, ProductType } from '../channel/channel.js';
import { balanceLine, changeLine, flowLines, toCents, type BridgeLine, type FlowTotals } from './bridge-lines.js';
import { taxLineLabel } from './tax-name.js';

/** One fund's row of the performance-by-fund response (spec 001 §3 'Performance by fund'). */
export interface FundBridgeFigures {
  openingBalance: number;
  closingBalance: number;
  /** Investment earnings before fees and tax (distribution income included). */
  earnings: number;
  /** PIE tax less rebates. */
  tax: number;
  registryFees: number;
  hasDistribution: boolean;
  /** Distributions declared: value that leaves the holding (a reinvested one comes back as units). */
  distributions: number;
  /** Distributions reinvested: value coming back as units. */
  distributionsReinvested: number;
  Contributions: FlowTotals;
  Withdrawals: FlowTotals;
  TransfersIn: FlowTotals;
  TransfersOut: FlowTotals;
  SwitchIn: FlowTotals;
  SwitchOut: FlowTotals;
}

type RowKind = 'opening' | 'flows' | 'earnings' | 'declared' | 'reinvested' | 'fees' | 'tax' | 'closing';

/**
 * spec 001 §9: a fund's expansion in the by-fund table has 7 rows for KiwiSaver, 6 for a unit
 * trust, 5 for an Australian unit trust and 8 for a distributing fund, plus one per transfer or
 * switch line. The rows that make those counts (contributions and withdrawals are two rows, the
 * transfer and switch lines follow them):
 *
 * - Australian unit trust (5): opening, contributions, withdrawals, earnings, closing — there is
 *   no PIE tax in Australia;
 * - unit trust (6): the same with PIE tax; a wealth-management portfolio's funds are shown so too;
 * - KiwiSaver (7): the same with the fees charged to the member (registry fees);
 * - distributing fund (8): the unit trust's rows with the distributions declared (value leaving
 *   the holding) and the distributions reinvested (value coming back as units).
 *
 * The fund-level identity (the engine's, valuation/transaction-categories.ts):
 *   closing = opening + money in − money out − distributions declared + distributions reinvested
 *             + earnings − fees − tax
 * Where a row set has no fees row, the earnings shown are after fees. The earnings line is the
 * balancing figure (it is the engine's balancing figure too), so the expansion always adds up to
 * the closing balance to the cent.
 */
const ROWS: Record<'UT-AUS' | 'UT' | 'KS' | 'distributing', readonly RowKind[]> = {
  'UT-AUS': ['opening', 'flows', 'earnings', 'closing'],
  UT: ['opening', 'flows', 'earnings', 'tax', 'closing'],
  KS: ['opening', 'flows', 'earnings', 'fees', 'tax', 'closing'],
  distributing: ['opening', 'flows', 'declared', 'reinvested', 'earnings', 'tax', 'closing'],
};

function rowSet(productType: ProductType, fund: FundBridgeFigures): readonly RowKind[] {
  if (fund.hasDistribution) return ROWS.distributing;
  if (productType === 'KS') return ROWS.KS;
  if (productType === 'UT-AUS') return ROWS['UT-AUS'];
  return ROWS.UT;
}

/** One line per transfer or switch line (its named parts, or the group's total when it has none). */
function transferAndSwitchLines(fund: FundBridgeFigures): BridgeLine[] {
  const groups: [string, string, FlowTotals, 1 | -1][] = [
    ['transfer-in', 'Transfer in', fund.TransfersIn, 1],
    ['transfer-out', 'Transfer out', fund.TransfersOut, -1],
    ['switch-in', 'Switch in', fund.SwitchIn, 1],
    ['switch-out', 'Switch out', fund.SwitchOut, -1],
  ];
  return groups.flatMap(([key, label, flow, sign]) => {
    const parts =
      flow.groupedSummary.length > 0
        ? flow.groupedSummary
        : flow.totalValue !== 0
          ? [{ name: '', totalValue: flow.totalValue }]
          : [];
    return parts.map((part, index) =>
      changeLine(
        `${key}-${index}`,
        part.name ? `${label}: ${part.name}` : label,
        new Decimal(part.totalValue).times(sign),
      ),
    );
  });
}

/** The rows of a fund's expansion, in reading order, adding up from opening to closing balance. */
export function byFundDetailRows(productType: ProductType, fund: FundBridgeFigures, channel: Channel): BridgeLine[] {
  const kinds = rowSet(productType, fund);
  const feesShown = kinds.includes('fees');
  const lines: BridgeLine[] = [];
  for (const kind of kinds) {
    if (kind === 'opening') lines.push(balanceLine('opening', 'Opening balance', fund.openingBalance));
    if (kind === 'flows')
      lines.push(...flowLines(fund.Contributions, fund.Withdrawals), ...transferAndSwitchLines(fund));
    if (kind === 'declared')
      lines.push(changeLine('distributions', 'Distributions declared', new Decimal(fund.distributions).neg()));
    if (kind === 'reinvested')
      lines.push(changeLine('reinvested', 'Distributions reinvested', new Decimal(fund.distributionsReinvested)));
    if (kind === 'earnings') {
      const earnings = feesShown ? new Decimal(fund.earnings) : new Decimal(fund.earnings).minus(fund.registryFees);
      lines.push(
        changeLine('earnings', feesShown ? 'Investment earnings' : 'Investment earnings (after fees)', earnings),
      );
    }
    if (kind === 'fees') lines.push(changeLine('fees', 'Fees', new Decimal(fund.registryFees).neg()));
    if (kind === 'tax') lines.push(changeLine('tax', taxLineLabel(channel), new Decimal(fund.tax).neg()));
    if (kind === 'closing') lines.push(balanceLine('closing', 'Closing balance', fund.closingBalance));
  }
  const balancing = lines.find((line) => line.key === 'earnings');
  if (balancing) {
    const others = lines.filter((line) => line.role === 'change' && line !== balancing);
    const explained = others.reduce(
      (total, line) => total.plus(line.amount),
      new Decimal(toCents(fund.openingBalance)),
    );
    balancing.amount = toCents(new Decimal(toCents(fund.closingBalance)).minus(explained));
  }
  return lines;
}

/** A fund's dollar gain over the period: earnings less fees and tax (what its return is of). */
export function fundGain(fund: Pick<FundBridgeFigures, 'earnings' | 'registryFees' | 'tax'>): number {
  return toCents(new Decimal(fund.earnings).minus(fund.registryFees).minus(fund.tax));
}
