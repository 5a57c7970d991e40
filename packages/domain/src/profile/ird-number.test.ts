import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32.js';
import { formatIrdNumber, IRD_MAX, IRD_MIN, irdCheckDigit, isValidIrdNumber } from './ird-number.js';

/**
 * Worked numbers from Inland Revenue, 'Non-Resident Withholding Tax and Resident Withholding Tax
 * Specification Document' (31 March 2016), 'IR number validation — modulus 11 check digit': the test
 * numbers 49091850, 35901981, 49098576 and 136410132 are valid; 136410133 (wrong check digit) and
 * 9125568 (below the range) are not.
 */
describe("IRD number check digit (Inland Revenue's modulus-11 algorithm)", () => {
  it.each(['49091850', '35901981', '49098576', '136410132'])("accepts IR's valid example %s", (n) => {
    expect(isValidIrdNumber(n)).toBe(true);
  });

  it.each(['136410133', '9125568'])("refuses IR's invalid example %s", (n) => {
    expect(isValidIrdNumber(n)).toBe(false);
  });

  it('works the first example by hand: 0×3+4×2+9×7+0×6+9×5+1×4+8×3+5×2 = 154, 154 mod 11 = 0, check digit 0', () => {
    expect(irdCheckDigit('4909185')).toBe(0);
  });

  it('falls back to the secondary weights 7,4,3,2,5,2,7,6 when the primary gives 10', () => {
    // Base 00000006: primary 6×2 = 12, 12 mod 11 = 1, 11 − 1 = 10 → secondary 6×6 = 36, 36 mod 11 = 3, 11 − 3 = 8.
    expect(irdCheckDigit('6')).toBe(8);
    // Base 01000006: primary 1×2 + 6×2 = 14, 14 mod 11 = 3, 11 − 3 = 8: no fallback (the secondary
    // weights would have given 1×4 + 6×6 = 40, 40 mod 11 = 7, 11 − 7 = 4).
    expect(irdCheckDigit('01000006')).toBe(8);
  });

  it('accepts the dashed forms spec 000 §5 writes (xxx-xxx-xxx, xx-xxx-xxx) and refuses letters', () => {
    expect(isValidIrdNumber('136-410-132')).toBe(true);
    expect(isValidIrdNumber('49-091-850')).toBe(true);
    expect(isValidIrdNumber('049-091-850')).toBe(true);
    expect(isValidIrdNumber('136-41O-132')).toBe(false);
    expect(isValidIrdNumber('')).toBe(false);
  });

  it('refuses numbers outside 10,000,000 – 150,000,000 whatever their check digit', () => {
    // Base 15000001 is past 150,000,000 whatever digit follows; 150000000 itself is in range but its digit is wrong.
    for (let d = 0; d <= 9; d += 1) expect(isValidIrdNumber(`15000001${d}`)).toBe(false);
    expect(isValidIrdNumber('9999999')).toBe(false);
    expect(isValidIrdNumber('1000000000')).toBe(false);
  });
});

describe('IRD number property: the computed check digit is the only one that validates', () => {
  it('for 2,000 random bases in the range, base + its digit is valid and base + any other digit is not', () => {
    const random = mulberry32(13);
    let checked = 0;
    for (let i = 0; i < 2_000; i += 1) {
      const base = String(Math.floor(IRD_MIN / 10 + random() * (IRD_MAX / 10 - IRD_MIN / 10)));
      const digit = irdCheckDigit(base);
      if (digit === null) {
        for (let d = 0; d <= 9; d += 1) expect(isValidIrdNumber(`${base}${d}`)).toBe(false);
        continue;
      }
      checked += 1;
      expect(isValidIrdNumber(`${base}${digit}`)).toBe(true);
      expect(isValidIrdNumber(formatIrdNumber(`${base}${digit}`))).toBe(true);
      for (let d = 0; d <= 9; d += 1) if (d !== digit) expect(isValidIrdNumber(`${base}${d}`)).toBe(false);
    }
    expect(checked).toBeGreaterThan(1_500);
  });
});

describe('IRD number mask ###-###-###', () => {
  it('groups nine digits in threes and shows an eight-digit number with a leading 0', () => {
    expect(formatIrdNumber('136410132')).toBe('136-410-132');
    expect(formatIrdNumber('49091850')).toBe('049-091-850');
    expect(formatIrdNumber('49-091-850')).toBe('049-091-850');
  });

  it('groups partial input as it is typed and drops digits past nine', () => {
    expect(formatIrdNumber('13')).toBe('13');
    expect(formatIrdNumber('1364')).toBe('136-4');
    expect(formatIrdNumber('1364101')).toBe('136-410-1');
    expect(formatIrdNumber('1364101329')).toBe('136-410-132');
    expect(formatIrdNumber('')).toBe('');
  });

  it('property: any 9-digit string formats to ###-###-### and keeps its digits', () => {
    const random = mulberry32(7);
    for (let i = 0; i < 500; i += 1) {
      const digits = String(Math.floor(random() * 1e9)).padStart(9, '0');
      const masked = formatIrdNumber(digits);
      expect(masked).toMatch(/^\d{3}-\d{3}-\d{3}$/);
      expect(masked.replace(/-/g, '')).toBe(digits);
    }
  });
});
