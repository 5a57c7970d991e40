import type { ProductType } from '@tasman/domain/channel/channel';
import { generatePath } from 'react-router';
import { paths, type RouteEntry } from './paths';

// spec 000 §2.4: each product's detail route; the Australian unit trust opens the Investment Funds screen.
const DETAIL_ROUTE: Record<ProductType, RouteEntry> = {
  KS: paths.kiwiSaver,
  UT: paths.investmentFunds,
  'UT-AUS': paths.investmentFunds,
  PW: paths.wealthManagement,
  PE: paths.privateEquity,
};

/** The detail route an account card opens, keyed by the account number the API is keyed by. */
export function accountDetailHref(account: { productType: ProductType; accountNumber: string }): string {
  return generatePath(DETAIL_ROUTE[account.productType].path, { accountNumber: account.accountNumber });
}
