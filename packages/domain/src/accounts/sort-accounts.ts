import type { ProductType } from '../channel/channel.js';

/** spec 000 §2.5 and §9: PW, UT, KS, PE, then balance descending. UT-AUS sorts with UT. */
const PRODUCT_ORDER: Record<ProductType, number> = { PW: 0, UT: 1, 'UT-AUS': 1, KS: 2, PE: 3 };

export interface SortableAccount {
  productType: ProductType;
  balance: number | null;
}

export function compareAccounts(a: SortableAccount, b: SortableAccount): number {
  const byProduct = PRODUCT_ORDER[a.productType] - PRODUCT_ORDER[b.productType];
  if (byProduct !== 0) return byProduct;
  return (b.balance ?? Number.NEGATIVE_INFINITY) - (a.balance ?? Number.NEGATIVE_INFINITY);
}

export function sortAccounts<T extends SortableAccount>(accounts: readonly T[]): T[] {
  return [...accounts].sort(compareAccounts);
}
