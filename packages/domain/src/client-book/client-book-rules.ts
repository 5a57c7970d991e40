import Decimal from 'decimal.js';
import type { ProductType } from '../channel/channel.js';

/**
 * The order of a client's products in the client book (issue 10): the account list's order
 * (spec 000 §2.5: PW, UT, KS, PE), then the AU portal's UT-AUS.
 */
export const BOOK_PRODUCT_ORDER: readonly ProductType[] = ['PW', 'UT', 'KS', 'PE', 'UT-AUS'];

/** Each product once, in BOOK_PRODUCT_ORDER. */
export function orderBookProducts(products: Iterable<ProductType>): ProductType[] {
  const held = new Set(products);
  return BOOK_PRODUCT_ORDER.filter((product) => held.has(product));
}

/**
 * The name a client is listed by: the name they are known as (else their first name), then their
 * last name — what an adviser calls them. A blank known-as counts as none. A company or trust has
 * no first name and is stored with its registered name as both last name and known-as: it is
 * listed by that name once.
 */
export function bookClientName(firstName: string, knownAs: string | null, lastName: string): string {
  if (firstName.trim() === '') return lastName.trim() || knownAs?.trim() || '';
  const first = knownAs?.trim() ? knownAs.trim() : firstName.trim();
  return [first, lastName.trim()].filter((part) => part.length > 0).join(' ');
}

/** Integer cents (a number, bigint or the decimal text PostgreSQL sums to) as dollars, exactly. */
export function centsToDollars(cents: number | bigint | string): number {
  return new Decimal(cents.toString()).dividedBy(100).toNumber();
}

/** Cents as a CSV amount: 2 decimals, no currency symbol, no thousands separator ('-1234.50'). */
export function centsToCsvAmount(cents: number | bigint | string): string {
  return new Decimal(cents.toString()).dividedBy(100).toFixed(2);
}
