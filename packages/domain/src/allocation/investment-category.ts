const INCOME_CLASSES: ReadonlySet<string> = new Set([
  'International Fixed Interest',
  'Australian Fixed Interest',
  'New Zealand Fixed Interest',
  'Cash and Cash Equivalents',
  'Effective Cash',
  'Cash at Bank',
]);

/**
 * Income or growth asset (spec 001 §3: investmentCategory 'Income, otherwise growth'; the allocation's
 * income_asset / growth_asset split): fixed interest and cash are income, everything else is growth.
 */
export function investmentCategoryOf(assetClass: string): 'Income' | 'Growth' {
  return INCOME_CLASSES.has(assetClass.trim()) ? 'Income' : 'Growth';
}
