import type { UserType } from '../auth/user-kind.js';
import type { ProductType } from '../channel/channel.js';

/** spec 001 §2 and §6: Initiate transaction is offered to staff or intermediaries, for KS and UT accounts. */
const TRANSACTING_PRODUCTS: readonly ProductType[] = ['KS', 'UT'];

export function canInitiateTransaction(userType: UserType, productType: ProductType): boolean {
  return (userType === 'Staff' || userType === 'Intermediary') && TRANSACTING_PRODUCTS.includes(productType);
}

/** spec 001 §2: the message shown instead of going to /transacting when two-factor is not enabled. */
export const TWO_FACTOR_REQUIRED_TO_TRANSACT = 'Two-Factor Authentication must be enabled to perform transactions.';
