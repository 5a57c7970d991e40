import { describe, expect, it } from 'vitest';
import { irdNumber } from './client-builder.js';
import { createRng } from './prng.js';

/**
 * Inland Revenue's IRD number check (the modulus-11 algorithm IR publishes for payroll software,
 * 'IRD number validation'): weights 3,2,7,6,5,4,3,2 over the eight-digit base; a remainder of 0 gives
 * check digit 0, otherwise 11 − remainder; 10 means reweigh with 7,4,3,2,5,2,7,6, and 10 again is invalid.
 */
function passesIrdCheck(ird: string): boolean {
  const nine = ird.replace(/-/g, '').padStart(9, '0');
  const digits = nine.slice(0, 8).split('').map(Number);
  const check = (weights: number[]) => {
    const remainder = digits.reduce((sum, d, i) => sum + d * (weights[i] as number), 0) % 11;
    return remainder === 0 ? 0 : 11 - remainder;
  };
  let digit = check([3, 2, 7, 6, 5, 4, 3, 2]);
  if (digit === 10) digit = check([7, 4, 3, 2, 5, 2, 7, 6]);
  return digit !== 10 && String(digit) === nine[8];
}

describe('irdNumber (demo clients)', () => {
  it('draws numbers between 10,000,000 and 150,000,000 in a dashed format that pass the check', () => {
    const rng = createRng('ird-number-test');
    for (let i = 0; i < 2000; i++) {
      const ird = irdNumber(rng);
      expect(ird, ird).toMatch(/^(\d{3}-\d{3}-\d{3}|\d{2}-\d{3}-\d{3})$/);
      const value = Number(ird.replace(/-/g, ''));
      expect(value).toBeGreaterThanOrEqual(10_000_000);
      expect(value).toBeLessThanOrEqual(150_000_000);
      expect(passesIrdCheck(ird), ird).toBe(true);
    }
  });

  // The test numbers of IR's payroll specification (valid: 49091850, 35901981, 49098576, 136410132 —
  // the last needs the second weighting; invalid: 136410133, 9125568).
  it("agrees with Inland Revenue's published test numbers", () => {
    for (const valid of ['49-091-850', '35-901-981', '49-098-576', '136-410-132']) expect(passesIrdCheck(valid), valid).toBe(true);
    for (const invalid of ['136-410-133', '9-125-568']) expect(passesIrdCheck(invalid), invalid).toBe(false);
  });
});
