/** spec 001 §3: the order asset classes are shown in. */
export const ASSET_CLASS_ORDER = [
  'Other',
  'Commodities',
  'Unlisted Property',
  'Listed Property',
  'International Equities',
  'Australian Equities',
  'New Zealand Equities',
  'International Fixed Interest',
  'New Zealand Fixed Interest',
  'Cash and Cash Equivalents',
  'Effective Cash',
] as const;

const RANK = new Map<string, number>(ASSET_CLASS_ORDER.map((assetClass, index) => [assetClass, index]));

/** In spec order; a class the spec does not name comes after them, alphabetically. */
export function compareAssetClasses(a: string, b: string): number {
  const byRank = (RANK.get(a) ?? ASSET_CLASS_ORDER.length) - (RANK.get(b) ?? ASSET_CLASS_ORDER.length);
  return byRank !== 0 ? byRank : a.localeCompare(b);
}
