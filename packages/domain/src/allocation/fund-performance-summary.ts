import Decimal from 'decimal.js';

/** spec 001 §3 'Fund performance summary' rangeList entry. */
export interface AttributionRange {
  rangeCode: string;
  fromDate: string;
  toDate: string;
  grossReturnPercentage: number | null;
}

/** spec 001 §3 securityList entry: returns[i] belongs to rangeList[i]. */
export interface SecurityReturns {
  securityName: string;
  msSecurityId: string;
  assetClassMilford: string;
  returns: readonly { returnPercentage: number | null }[];
}

export type Column = 'quarterly' | 'biannual' | 'annual';
export type ColumnValues = Record<Column, number | null>;

export interface FundRow extends ColumnValues {
  name: string;
  msSecurityId: string;
}

export interface FundPerformanceSummary {
  dates: Partial<Record<Column, { fromDate: string; toDate: string }>>;
  gross: ColumnValues;
  data: { class: string; totalAnnual: number; funds: FundRow[] }[];
}

/** spec 001 §9, spec 000 §9: attribution ranges m3, m6, m12 map to the quarterly, biannual and annual columns. */
const COLUMN_OF: Readonly<Record<string, Column>> = { m3: 'quarterly', m6: 'biannual', m12: 'annual' };

const blank = (): ColumnValues => ({ quarterly: null, biannual: null, annual: null });

/** spec 001 §5, spec 000 §9: Cash and Effective Cash rows have their quarterly and biannual returns blanked. */
const isCashClass = (assetClass: string) => /cash/i.test(assetClass);

const byAnnualDescending = (a: number | null, b: number | null) =>
  (b ?? Number.NEGATIVE_INFINITY) - (a ?? Number.NEGATIVE_INFINITY);

/**
 * The wealth-management fund performance summary: each range's figures put in its column, funds
 * grouped by asset class, funds sorted by annual return descending, and classes by their total
 * annual return (the sum of their funds' annual returns) descending.
 */
export function fundPerformanceSummary(
  rangeList: readonly AttributionRange[],
  securityList: readonly SecurityReturns[],
): FundPerformanceSummary {
  const dates: FundPerformanceSummary['dates'] = {};
  const gross = blank();
  rangeList.forEach((range) => {
    const column = COLUMN_OF[range.rangeCode.toLowerCase()];
    if (!column) return;
    dates[column] = { fromDate: range.fromDate, toDate: range.toDate };
    gross[column] = range.grossReturnPercentage;
  });

  const classes = new Map<string, FundRow[]>();
  for (const security of securityList) {
    const row: FundRow = { name: security.securityName, msSecurityId: security.msSecurityId, ...blank() };
    rangeList.forEach((range, index) => {
      const column = COLUMN_OF[range.rangeCode.toLowerCase()];
      if (column) row[column] = security.returns[index]?.returnPercentage ?? null;
    });
    if (isCashClass(security.assetClassMilford)) {
      row.quarterly = null;
      row.biannual = null;
    }
    const funds = classes.get(security.assetClassMilford) ?? [];
    funds.push(row);
    classes.set(security.assetClassMilford, funds);
  }

  const data = [...classes].map(([assetClass, funds]) => ({
    class: assetClass,
    totalAnnual: funds.reduce((total, fund) => total.plus(fund.annual ?? 0), new Decimal(0)).toNumber(),
    funds: funds.sort((a, b) => byAnnualDescending(a.annual, b.annual)),
  }));
  data.sort((a, b) => b.totalAnnual - a.totalAnnual);
  return { dates, gross, data };
}
