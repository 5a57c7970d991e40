import { fundList } from '../allocation/fund-list.js';
import type { ProductType } from '../channel/channel.js';
import { DOCUMENT_PRODUCTS } from './fund-document-kinds.js';

export interface DocumentFundCandidate {
  name: string;
  securityType: string;
  productCodes: readonly ProductType[];
  isCash?: boolean;
  isVanguard?: boolean;
}

/**
 * The funds that get documents and the products they are listed under: managed funds (not directly
 * held shares) of a document product, without cash and third-party index funds (spec 002 §9: 'Fund
 * lists for documents exclude cash and third-party index funds'; the same test as the fund list's,
 * spec 001 §5). `productTypes` is the portal's own list, so the other portal's products never appear.
 */
export function documentFunds<T extends DocumentFundCandidate>(
  funds: readonly T[],
  productTypes: readonly ProductType[],
): Array<{ fund: T; productCodes: ProductType[] }> {
  return fundList(funds.filter((fund) => fund.securityType === 'Fund'))
    .map((fund) => ({
      fund,
      productCodes: fund.productCodes.filter((code) => DOCUMENT_PRODUCTS.includes(code) && productTypes.includes(code)),
    }))
    .filter((entry) => entry.productCodes.length > 0);
}
