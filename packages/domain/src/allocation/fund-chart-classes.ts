import type { AllocationByAssetClass } from './allocation-by-asset-class.js';

/** spec 001 §5: the unlisted New Zealand equities row is omitted from the fund chart. */
export function fundChartClasses(allocation: AllocationByAssetClass): AllocationByAssetClass['classes'] {
  return allocation.classes.filter((row) => !isUnlistedNewZealandEquities(row.assetClass));
}

function isUnlistedNewZealandEquities(assetClass: string): boolean {
  const lower = assetClass.toLowerCase();
  return lower.includes('unlisted') && lower.includes('new zealand equit');
}
