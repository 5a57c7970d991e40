/**
 * The class an allocation row is shown under (spec 001 §9 'Allocation merges', spec 000 §9):
 * Australian fixed interest goes into International Fixed Interest, and every listed or unlisted
 * property type into Listed Property or Unlisted Property. Other classes are shown as they are;
 * Cash at Bank is kept as it is, to be taken out and shown separately.
 */
export function groupedAssetClass(assetClass: string): string {
  const name = assetClass.trim();
  const lower = name.toLowerCase();
  if (lower === 'australian fixed interest') return 'International Fixed Interest';
  if (lower.includes('property')) return lower.includes('unlisted') ? 'Unlisted Property' : 'Listed Property';
  return name;
}
