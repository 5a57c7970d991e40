import type { ProductType } from '../channel/channel.js';
import { ageOn } from './age-on.js';

/** spec 000 §9 'Warm prospect age 18 to under 65'. */
export const WARM_PROSPECT_MIN_AGE = 18;
export const WARM_PROSPECT_AGE_LIMIT = 65;

/**
 * The client's sales channels that may be offered KiwiSaver: spec 000 §2.5 'channel PR or UT'.
 * Our data has no sales-channel code; the channel is the product line a client came through,
 * which is the products of their own open accounts: PR (private wealth) is a wealth-management
 * account (PW), UT a New Zealand unit trust (UT). UT-AUS is another portal's product and PE alone
 * is not a retail channel (decision 'Warm KiwiSaver prospect: channel PR or UT').
 */
export const WARM_PROSPECT_CHANNEL_PRODUCTS: readonly ProductType[] = ['PW', 'UT'];

export interface WarmKiwiSaverViewer {
  /** Product types of the client's own open accounts (OWNER). */
  ownedOpenProducts: readonly ProductType[];
  /** yyyy-mm-dd, or null when the client record has none. */
  dateOfBirth: string | null;
  /** Today on the portal's calendar, yyyy-mm-dd. */
  today: string;
}

/**
 * spec 000 §2.5 'Warm KiwiSaver prospect tile: owned account present, no KiwiSaver, channel PR or
 * UT, age 18 to under 65'. Without a date of birth the age rule cannot hold, so no tile.
 */
export function showsWarmKiwiSaverTile(viewer: WarmKiwiSaverViewer): boolean {
  const owned = viewer.ownedOpenProducts;
  if (owned.length === 0 || owned.includes('KS')) return false;
  if (!owned.some((product) => WARM_PROSPECT_CHANNEL_PRODUCTS.includes(product))) return false;
  if (!viewer.dateOfBirth) return false;
  const age = ageOn(viewer.dateOfBirth, viewer.today);
  return age >= WARM_PROSPECT_MIN_AGE && age < WARM_PROSPECT_AGE_LIMIT;
}
