import { channelConfig, type Channel, type ProductType } from '../channel/channel.js';
import type { ProductTypeFilter } from '../contracts/adviser.js';

// spec 001 §1 and §9: the filter's values in the spec's order, each with the product's name.
const LABELS: Record<ProductTypeFilter, string> = {
  ALL: 'All',
  PW: 'Wealth Management',
  UT: 'Investment Funds',
  KS: 'KiwiSaver',
  PE: 'Private Equity',
  'UT-AUS': 'Australian Unit Trust',
};
const SPEC_ORDER: readonly ProductType[] = ['PW', 'UT', 'KS', 'PE', 'UT-AUS'];

export interface SearchProductTypes {
  /** What the Investment Type filter offers, value and label. */
  options: readonly { value: ProductTypeFilter; label: string }[];
  /** The value the filter is held at (shown, not changeable), or null when the user picks. */
  fixed: ProductTypeFilter | null;
  defaultValue: ProductTypeFilter;
}

/**
 * The Investment Type filter of the account search on a portal. spec 001 §6: on the Australian
 * portal it is fixed to UT-AUS. On the New Zealand portal it offers All and the products that
 * portal holds (channel config), so no choice can only ever find nothing.
 */
export function searchProductTypes(channel: Channel): SearchProductTypes {
  if (channel === 'AU') {
    return { options: [{ value: 'UT-AUS', label: LABELS['UT-AUS'] }], fixed: 'UT-AUS', defaultValue: 'UT-AUS' };
  }
  const held = channelConfig(channel).productTypes;
  const products = SPEC_ORDER.filter((type) => held.includes(type));
  return {
    options: [{ value: 'ALL', label: LABELS.ALL }, ...products.map((value) => ({ value, label: LABELS[value] }))],
    fixed: null,
    defaultValue: 'ALL',
  };
}

/** The name an Investment Type column shows for an account's product type. */
export function searchProductLabel(productType: ProductType): string {
  return LABELS[productType];
}
