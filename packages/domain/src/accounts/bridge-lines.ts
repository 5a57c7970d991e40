import Decimal from 'decimal.js';

/** A flow's total and its named parts, as the performance contracts carry them (all positive). */
export interface FlowTotals {
  totalValue: number;
  groupedSummary: readonly { name: string; totalValue: number }[];
}

/**
 * One line of a value bridge as a screen shows it. Balances (opening, closing) carry the value;
 * every other line carries what it adds, signed (a withdrawal is negative), so the lines add up
 * from the opening to the closing value.
 */
export interface BridgeLine {
  key: string;
  label: string;
  role: 'balance' | 'change';
  amount: number;
  /** Named parts shown under the line (e.g. member, employer and government contributions). */
  parts?: readonly { name: string; totalValue: number }[];
  /** spec 001 §4: contribution groups start expanded, withdrawal groups collapsed. */
  initiallyExpanded?: boolean;
}

export function balanceLine(key: string, label: string, amount: number): BridgeLine {
  return { key, label, role: 'balance', amount };
}

export function changeLine(key: string, label: string, amount: Decimal.Value): BridgeLine {
  return { key, label, role: 'change', amount: toCents(amount) };
}

/** Contributions (+) with their parts, expanded; withdrawals (−) with theirs, collapsed. */
export function flowLines(contributions: FlowTotals, withdrawals: FlowTotals): BridgeLine[] {
  return [
    { ...changeLine('contributions', 'Contributions', contributions.totalValue), ...partsOf(contributions, true) },
    {
      ...changeLine('withdrawals', 'Withdrawals', new Decimal(withdrawals.totalValue).neg()),
      ...partsOf(withdrawals, false),
    },
  ];
}

function partsOf(flow: FlowTotals, initiallyExpanded: boolean): Pick<BridgeLine, 'parts' | 'initiallyExpanded'> {
  return flow.groupedSummary.length > 0 ? { parts: flow.groupedSummary, initiallyExpanded } : {};
}

/** Opening plus every change, to the cent. */
export function sumOfLines(lines: readonly BridgeLine[]): Decimal {
  return lines
    .filter((line) => line.role === 'change' || line.key === 'opening')
    .reduce((total, line) => total.plus(line.amount), new Decimal(0));
}

/** True when the lines, as shown to the cent, add up from the opening to the closing value. */
export function linesAddUp(lines: readonly BridgeLine[]): boolean {
  const closing = lines.find((line) => line.key === 'closing');
  return (
    closing !== undefined &&
    sumOfLines(lines).equals(new Decimal(closing.amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP))
  );
}

export function toCents(amount: Decimal.Value): number {
  return new Decimal(amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}
