export interface TopInvestment {
  name: string;
  type: string;
  percentage: number;
}

/** spec 001 §9: at most 10 investments on fund pages. */
export const TOP_INVESTMENTS_LIMIT = 10;

/**
 * A fund's top investments as shown (spec 001 §5): any whose type mentions cash is dropped, the
 * rest are taken largest first and at most 10 are kept.
 */
export function topInvestments<T extends TopInvestment>(investments: readonly T[]): T[] {
  return investments
    .filter((investment) => !/cash/i.test(investment.type))
    .sort((a, b) => b.percentage - a.percentage)
    .slice(0, TOP_INVESTMENTS_LIMIT);
}
