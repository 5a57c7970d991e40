import type { ProductType } from '../channel/channel.js';

// spec 000 §1 and spec 001 §1: UT-AUS is the Australian unit trust, shown as Investment Funds too.
const LABELS: Record<ProductType, string> = {
  KS: 'KiwiSaver',
  UT: 'Investment Funds',
  'UT-AUS': 'Investment Funds',
  PW: 'Wealth Management',
  PE: 'Private Equity',
};

/** The product name an account card shows for a product type (spec 000 §1). */
export function productLabel(productType: ProductType): string {
  return LABELS[productType];
}
