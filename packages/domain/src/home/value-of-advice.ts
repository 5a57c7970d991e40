/**
 * The value-of-advice card (issue 12): what an adviser-managed portfolio returned against its
 * benchmark over one stated period, both from stored facts. The portfolio has no index of its
 * own: its benchmark is the benchmarks of the funds it held at the start of the period, each
 * weighted by the fund's value then (a buy-and-hold composite). Funds without a benchmark (cash)
 * are left out of the weights, and the share of the portfolio the composite covers is reported.
 */
export interface BenchmarkedHolding {
  /** The holding's value at the start of the period (the close of the day before it). */
  openingValue: number;
  /** The fund's benchmark's cumulative return over the period as a fraction (0.05 = 5 %), or null without one. */
  benchmarkReturn: number | null;
}

export interface CompositeBenchmark {
  /** Cumulative return as a fraction, or null when no holding has a benchmark. */
  cumulativeReturn: number | null;
  /** The share of the opening value the composite covers, as a fraction. */
  coverage: number;
}

export function compositeBenchmarkReturn(holdings: readonly BenchmarkedHolding[]): CompositeBenchmark {
  const total = holdings.reduce((sum, h) => sum + Math.max(0, h.openingValue), 0);
  const covered = holdings.filter((h) => h.benchmarkReturn !== null && h.openingValue > 0);
  const coveredValue = covered.reduce((sum, h) => sum + h.openingValue, 0);
  if (coveredValue <= 0 || total <= 0) return { cumulativeReturn: null, coverage: 0 };
  const cumulativeReturn = covered.reduce((sum, h) => sum + (h.openingValue / coveredValue) * h.benchmarkReturn!, 0);
  return { cumulativeReturn, coverage: coveredValue / total };
}

/**
 * The difference a card shows, in percentage points (portfolio − benchmark), from two returns in
 * percent over the same period and on the same basis (both annualised, or both not).
 */
export function returnDifference(portfolioPercent: number | null, benchmarkPercent: number | null): number | null {
  if (portfolioPercent === null || benchmarkPercent === null) return null;
  return Math.round((portfolioPercent - benchmarkPercent) * 100) / 100;
}
