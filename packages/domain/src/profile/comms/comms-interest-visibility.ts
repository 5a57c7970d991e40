import { channelConfig, type Channel, type ProductType } from '../../channel/channel.js';

/**
 * spec 002 §6 'Australian portal': KiwiSaver interests are hidden. An interest about a product is
 * offered only on a portal that offers that product (channel config, DESIGN §4); general ones everywhere.
 */
export function commsInterestShownOn(channel: Channel, productCode: ProductType | null): boolean {
  return productCode === null || channelConfig(channel).productTypes.includes(productCode);
}
