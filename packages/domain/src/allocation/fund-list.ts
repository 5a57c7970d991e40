export interface ListableFund {
  name: string;
  isCash?: boolean;
  isVanguard?: boolean;
}

/**
 * The funds offered in the fund list (spec 001 §5: it excludes cash and Vanguard funds). A fund is
 * a cash or Vanguard fund when the reference data flags it so, or when its name says so.
 */
export function fundList<T extends ListableFund>(funds: readonly T[]): T[] {
  return funds.filter((fund) => !fund.isCash && !fund.isVanguard && !/\bcash\b|\bvanguard\b/i.test(fund.name));
}
