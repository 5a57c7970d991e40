import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { TrustProxy } from '../../config/env.js';
import { countryOfAddress } from './ip-country.js';
import { isPrivateAddress, plainAddress } from './private-address.js';

/** spec 002 §7 'Location': 'NZ' means New Zealand; this code (ISO 3166 user-assigned) means unknown. */
export const UNKNOWN_LOCATION = 'ZZ';

const COUNTRY_CODE = /^[A-Z]{2}$/;

export interface LocationSettings {
  trustProxy: TrustProxy;
  /** LOCATION_COUNTRY_HEADER, lower case; undefined: no proxy names the country. */
  countryHeader: string | undefined;
  privateAsNz: boolean;
}

/** What the location check reads of a request. */
export interface LocationRequest {
  /** The socket's peer: the proxy when there is one. */
  peer: string | undefined;
  /** The client's address as TRUST_PROXY lets Fastify work it out (request.ip). */
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Each TRUST_PROXY list compiled once (the settings live as long as the app), not on every request. */
const compiledProxies = new WeakMap<readonly string[], BlockList>();

function trustedProxies(trust: readonly string[]): BlockList {
  const known = compiledProxies.get(trust);
  if (known) return known;
  const list = new BlockList();
  for (const entry of trust) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  compiledProxies.set(trust, list);
  return list;
}

/** Did the request reach us through a proxy TRUST_PROXY names (issue 9 item 21)? Nobody else may name the country. */
function fromTrustedProxy(settings: LocationSettings, peer: string | undefined): boolean {
  if (peer === undefined || settings.trustProxy === false) return false;
  if (typeof settings.trustProxy === 'number') return settings.trustProxy > 0;
  const address = plainAddress(peer);
  const list = trustedProxies(settings.trustProxy);
  if (isIPv4(address)) return list.check(address, 'ipv4');
  if (isIPv6(address)) return list.check(address, 'ipv6');
  return false;
}

function headerCountry(settings: LocationSettings, request: LocationRequest): string | null {
  if (!settings.countryHeader || !fromTrustedProxy(settings, request.peer)) return null;
  const value = request.headers[settings.countryHeader];
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return code && COUNTRY_CODE.test(code) ? code : null;
}

/**
 * The visitor's country for the tools (spec 002 §2.6, §7; issue 14): (a) a trusted proxy's country
 * header, (b) 'NZ' for loopback and private addresses when LOCATION_PRIVATE_AS_NZ is on, (c) the
 * IP-to-country database, (d) unknown when all of that fails. Never throws.
 */
export async function locateRequest(settings: LocationSettings, request: LocationRequest, log: FastifyBaseLogger): Promise<string> {
  try {
    const fromHeader = headerCountry(settings, request);
    if (fromHeader) return fromHeader;
    if (isPrivateAddress(request.ip)) return settings.privateAsNz ? 'NZ' : UNKNOWN_LOCATION;
    const country = await countryOfAddress(plainAddress(request.ip));
    return country && COUNTRY_CODE.test(country) ? country : UNKNOWN_LOCATION;
  } catch (error) {
    log.warn({ err: error }, 'location: the country could not be worked out; answering unknown');
    return UNKNOWN_LOCATION;
  }
}
