import { describe, expect, it } from 'vitest';
import { canonicalRecoveryCode, looksLikeRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes.js';

describe('recovery codes', () => {
  it('are ten characters in two groups of five, from Crockford base32 (no i, l, o or u)', () => {
    for (let i = 0; i < 200; i += 1) expect(newRecoveryCode()).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
  });

  it('do not repeat (50 random bits each)', () => {
    const codes = new Set(Array.from({ length: 1000 }, newRecoveryCode));
    expect(codes.size).toBe(1000);
  });

  it('use every character of the alphabet (no character is left out by the bit mask)', () => {
    const seen = new Set(Array.from({ length: 400 }, newRecoveryCode).join('').replace(/-/g, ''));
    expect(seen.size).toBe(32);
  });

  it('are issued ten at a time', () => {
    expect(RECOVERY_CODE_COUNT).toBe(10);
  });

  it('are told apart from a six-digit TOTP code by their shape', () => {
    expect(looksLikeRecoveryCode('123456')).toBe(false);
    expect(looksLikeRecoveryCode('abcde-12345')).toBe(true);
    expect(looksLikeRecoveryCode(' ABCDE12345 ')).toBe(true);
    expect(looksLikeRecoveryCode('abcde--12345')).toBe(false);
    expect(looksLikeRecoveryCode('abcd-12345')).toBe(false);
  });

  it('are read as issued whatever the case or dash, and o, i and l typed for 0 and 1', () => {
    expect(canonicalRecoveryCode('AB2CD-EF3GH')).toBe('ab2cd-ef3gh');
    expect(canonicalRecoveryCode('ab2cdef3gh')).toBe('ab2cd-ef3gh');
    expect(canonicalRecoveryCode('o1lI0-abcde')).toBe('01110-abcde');
  });

  it('cannot be a code with a character the alphabet does not have', () => {
    expect(canonicalRecoveryCode('uuuuu-aaaaa')).toBeNull();
    expect(canonicalRecoveryCode('123456')).toBeNull();
  });
});
