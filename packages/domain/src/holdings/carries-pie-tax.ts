import type { ProductType } from '../channel/channel.js';

/** What a security is, as far as PIE tax is concerned. */
export interface SecurityForPieTax {
  /** 'Fund': a managed fund of ours; 'Direct': a directly held listed share. */
  securityType: 'Fund' | 'Direct';
  /** The product types that offer it (KS, UT, UT-AUS, PW, PE). */
  productCodes: readonly ProductType[];
}

/** The New Zealand products whose funds are portfolio investment entities (PIEs). */
const PIE_PRODUCTS: ReadonlySet<ProductType> = new Set<ProductType>(['KS', 'UT', 'PW']);

/**
 * Whether a holding carries PIE tax (Income Tax Act 2007 subpart HM; IRD 'Portfolio investment
 * entities'): only a PIE fund attributes its taxable income to investors at their PIR. A directly
 * held listed share is not a PIE — its dividends and gains are taxed on the investor's own return —
 * and neither are the private-equity fund and the Australian unit trusts (not offered as NZ PIEs).
 */
export function carriesPieTax(security: SecurityForPieTax): boolean {
  return security.securityType === 'Fund' && security.productCodes.some((code) => PIE_PRODUCTS.has(code));
}
