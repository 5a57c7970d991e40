import type { Channel } from '../channel/channel.js';

/**
 * What the tax on an account is called: New Zealand funds are PIEs (portfolio investment
 * entities), taxed at the investor's PIR, so the tax there is PIE tax; an Australian unit trust
 * has no PIE tax.
 */
export function taxName(channel: Channel): 'PIE tax' | 'tax' {
  return channel === 'NZ' ? 'PIE tax' : 'tax';
}

/** The tax as the label of a line of its own: 'PIE tax' or 'Tax'. */
export function taxLineLabel(channel: Channel): 'PIE tax' | 'Tax' {
  return channel === 'NZ' ? 'PIE tax' : 'Tax';
}
