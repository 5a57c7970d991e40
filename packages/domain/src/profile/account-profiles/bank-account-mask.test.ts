import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../random/mulberry32.js';
import { maskBankAccount } from './bank-account-mask.js';

describe('maskBankAccount (spec 002 §6, §9: all but the first and last 4 characters hidden)', () => {
  it('hides the middle of a NZ bank account number written bank-branch-account-suffix', () => {
    // Payments NZ's format BB-bbbb-AAAAAAA-SS: 12-3140-0123456-00 is 18 characters; 4 + 10 hidden + 4.
    expect(maskBankAccount('12-3140-0123456-00', false)).toBe('12-3**********6-00');
  });

  it('hides the middle of an Australian BSB and account number', () => {
    // BSB 062-000 (6 digits and a dash) then an 8-digit account: 16 characters, 8 of them hidden.
    expect(maskBankAccount('062-000 12345678', false)).toBe('062-********5678');
  });

  it('shows the number plainly when two-factor is enabled', () => {
    expect(maskBankAccount('12-3140-0123456-00', true)).toBe('12-3140-0123456-00');
  });

  it('hides a value of 8 characters or fewer whole, and keeps null as null', () => {
    expect(maskBankAccount('12345678', false)).toBe('********');
    expect(maskBankAccount('123', false)).toBe('***');
    expect(maskBankAccount(null, false)).toBeNull();
  });

  it('counts characters, not UTF-16 units, so a non-ASCII character is never cut in half', () => {
    expect(maskBankAccount('𝟙𝟚𝟛𝟜-5678-9999', false)).toBe('𝟙𝟚𝟛𝟜******9999');
  });

  it('for any value: same length, ends kept, nothing of the middle left (property, seeded)', () => {
    const random = mulberry32(13);
    const alphabet = '0123456789- ABCxyz';
    for (let run = 0; run < 500; run += 1) {
      const length = 9 + Math.floor(random() * 30);
      const value = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const masked = maskBankAccount(value, false)!;
      expect(masked).toHaveLength(value.length);
      expect(masked.slice(0, 4)).toBe(value.slice(0, 4));
      expect(masked.slice(-4)).toBe(value.slice(-4));
      expect(masked.slice(4, -4)).toMatch(/^\*+$/);
    }
  });
});
