export interface BreakdownSecurities {
  assetClasses: readonly { securities: readonly { securityName: string; msSecurityId: string }[] }[];
}

/**
 * The funds an account holds, for its fund pages' Next Fund button (spec 001 §2), from its asset
 * breakdown (GET /v1/Account/AssetClassSummary): every security of every class, once each, in a
 * stable order — by name, then id — that does not move as values change. Cash at Bank is not a
 * security of the breakdown's classes (it is shown apart), so it has no fund page.
 */
export function accountFundIds(breakdown: BreakdownSecurities): string[] {
  const names = new Map<string, string>();
  for (const assetClass of breakdown.assetClasses) {
    for (const security of assetClass.securities) {
      if (!names.has(security.msSecurityId)) names.set(security.msSecurityId, security.securityName);
    }
  }
  return [...names]
    .sort(([idA, nameA], [idB, nameB]) => nameA.localeCompare(nameB) || (idA < idB ? -1 : idA > idB ? 1 : 0))
    .map(([id]) => id);
}
