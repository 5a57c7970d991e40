import { describe, expect, it, vi } from 'vitest';

vi.mock('./ip-country.js', () => ({
  countryOfAddress: vi.fn(async () => {
    throw new Error('database file missing');
  }),
}));

const { locateRequest } = await import('./location.service.js');
const { isPrivateAddress } = await import('./private-address.js');

const log = { warn: vi.fn() } as unknown as Parameters<typeof locateRequest>[2];
const settings = { trustProxy: false as const, countryHeader: undefined, privateAsNz: true };

describe('locateRequest when the IP database fails', () => {
  it('answers unknown, not NZ, and logs it (spec 002 §7: an error counts as not NZ)', async () => {
    const answer = await locateRequest(settings, { peer: '8.8.8.8', ip: '8.8.8.8', headers: {} }, log);
    expect(answer).toBe('ZZ');
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('still answers NZ for a private address (it never reaches the database)', async () => {
    expect(await locateRequest(settings, { peer: '10.0.0.1', ip: '10.0.0.1', headers: {} }, log)).toBe('NZ');
  });
});

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:192.168.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['169.254.10.10', true],
    ['fc00::1', true],
    ['fe80::abcd', true],
    ['2404:4400::1', false],
    ['8.8.8.8', false],
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});
