import Decimal from 'decimal.js';

/** One line of a fund's published top holdings; weight in percent of the fund (4.5 = 4.5%). */
export interface FundHoldingLine {
  name: string;
  country: string;
  weight: Decimal.Value;
}

/** A fund (or a directly held security) as part of an account. */
export interface FundInAccount {
  /** The fund's share of the account in percent (62.5 = 62.5%), unrounded. */
  weight: Decimal.Value;
  /** The fund's holdings from its latest list; a directly held share is one line of 100. */
  holdings: readonly FundHoldingLine[];
}

/** An underlying holding of the account (spec 001 §3 'Top holdings' underlyHoldings). */
export interface LookThroughHolding {
  name: string;
  country: string;
  /** Percent of the account, to 2 decimals (spec 001 §9). */
  weight: Decimal;
}

/**
 * The account's underlying holdings seen through its funds (Morningstar X-Ray 'Top 10 Underlying
 * Holdings'): a holding's weight in the account is the sum, over the funds that hold it, of the
 * fund's weight in the account × the holding's weight in the fund. Weights are percents on both
 * sides, so each product is divided by 100. Lines with the same name are one holding (the schema
 * has no identifier for underlying securities); its country is the one of its largest part. The
 * sum is rounded once, half up, to 2 decimals; the list is sorted by that figure descending, equal
 * figures by name, and holdings the account has no exposure to are left out.
 */
export function lookThroughHoldings(funds: readonly FundInAccount[]): LookThroughHolding[] {
  const merged = new Map<string, { name: string; country: string; weight: Decimal; largestPart: Decimal }>();
  for (const fund of funds) {
    const fundWeight = new Decimal(fund.weight);
    for (const line of fund.holdings) {
      const part = fundWeight.times(line.weight).div(100);
      if (part.lte(0)) continue;
      const existing = merged.get(line.name);
      if (!existing) {
        merged.set(line.name, { name: line.name, country: line.country, weight: part, largestPart: part });
        continue;
      }
      existing.weight = existing.weight.plus(part);
      if (part.gt(existing.largestPart)) {
        existing.largestPart = part;
        existing.country = line.country;
      }
    }
  }
  return [...merged.values()]
    .map(({ name, country, weight }) => ({ name, country, weight: weight.toDecimalPlaces(2, Decimal.ROUND_HALF_UP) }))
    .sort((a, b) => b.weight.comparedTo(a.weight) || compareNames(a.name, b.name));
}

function compareNames(a: string, b: string): number {
  return a.localeCompare(b, 'en');
}
