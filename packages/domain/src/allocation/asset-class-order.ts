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

/**
 * Every asset class the portal knows: the display order above, the sub-class it merges away
 * (Australian Fixed Interest, into International Fixed Interest) and Cash at Bank, shown apart
 * (spec 001 §3, §5). Stored as text: a data provider may send others.
 */
export const ASSET_CLASSES = [...ASSET_CLASS_ORDER, 'Australian Fixed Interest', 'Cash at Bank'] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

const RANK = new Map<string, number>(ASSET_CLASS_ORDER.map((assetClass, index) => [assetClass, index]));

/** In spec order; a class the spec does not name comes after them, alphabetically. */
export function compareAssetClasses(a: string, b: string): number {
  const byRank = (RANK.get(a) ?? ASSET_CLASS_ORDER.length) - (RANK.get(b) ?? ASSET_CLASS_ORDER.length);
  return byRank !== 0 ? byRank : a.localeCompare(b);
}
