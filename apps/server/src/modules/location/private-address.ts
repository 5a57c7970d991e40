import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Loopback, private (RFC 1918), link-local and unique-local (RFC 4193) ranges. */
const privateRanges = new BlockList();
privateRanges.addSubnet('127.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('10.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('172.16.0.0', 12, 'ipv4');
privateRanges.addSubnet('192.168.0.0', 16, 'ipv4');
privateRanges.addSubnet('169.254.0.0', 16, 'ipv4');
privateRanges.addAddress('::1', 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:a.b.c.d), as a dual-stack socket reports it, in its IPv4 form. */
export function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/** Is this address one that cannot be placed on a map: loopback, private, link-local or unique-local? */
export function isPrivateAddress(ip: string): boolean {
  const address = plainAddress(ip);
  if (isIPv4(address)) return privateRanges.check(address, 'ipv4');
  if (isIPv6(address)) return privateRanges.check(address, 'ipv6');
  return false;
}
