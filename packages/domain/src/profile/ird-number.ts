/**
 * New Zealand IRD numbers (spec 002 §5 'The IRD number uses a mask'; spec 000 §5 xxx-xxx-xxx or
 * xx-xxx-xxx). The check follows Inland Revenue's published 'IR number validation — modulus 11 check
 * digit' (Non-Resident Withholding Tax and Resident Withholding Tax Specification Document, Inland
 * Revenue, 31 March 2016; the same steps appear in IR's payroll and AIM specifications):
 *
 * 1. The number must be in 10,000,000 – 150,000,000.
 * 2. Drop the trailing check digit; pad the base to eight digits with a leading zero.
 * 3. Weights 3,2,7,6,5,4,3,2; remainder of the sum by 11; 0 gives check digit 0, else 11 − remainder.
 * 4. If that is 10, again with weights 7,4,3,2,5,2,7,6; if it is 10 again the number is invalid.
 * 5. The calculated digit must equal the trailing digit.
 */

export const IRD_MIN = 10_000_000;
export const IRD_MAX = 150_000_000;
const PRIMARY_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;
const SECONDARY_WEIGHTS = [7, 4, 3, 2, 5, 2, 7, 6] as const;

/** Only the digits of what was typed (dashes and spaces dropped). */
export function irdDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function checkDigitWith(base8: string, weights: readonly number[]): number {
  const sum = [...base8].reduce((total, d, i) => total + Number(d) * weights[i]!, 0);
  const remainder = sum % 11;
  return remainder === 0 ? 0 : 11 - remainder;
}

/** The check digit for a base of up to eight digits, or null when neither weighting gives one (10). */
export function irdCheckDigit(base: string): number | null {
  if (!/^\d{1,8}$/.test(base)) throw new RangeError(`Expected a base of 1 to 8 digits, got '${base}'`);
  const base8 = base.padStart(8, '0');
  const primary = checkDigitWith(base8, PRIMARY_WEIGHTS);
  if (primary !== 10) return primary;
  const secondary = checkDigitWith(base8, SECONDARY_WEIGHTS);
  return secondary === 10 ? null : secondary;
}

/** Inland Revenue's check: the range, then the check digit. Dashes and spaces are ignored. */
export function isValidIrdNumber(value: string): boolean {
  if (!/^[\d\s-]*$/.test(value)) return false;
  const digits = irdDigits(value);
  if (digits.length < 8 || digits.length > 9) return false;
  const number = Number(digits);
  if (number < IRD_MIN || number > IRD_MAX) return false;
  return irdCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/**
 * The mask ###-###-###: nine digits grouped in threes, an eight-digit number shown with a leading 0
 * ('49091850' → '049-091-850'). Partial input is grouped as far as it goes (for a form field mask);
 * anything after nine digits is dropped.
 */
export function formatIrdNumber(value: string): string {
  let digits = irdDigits(value).slice(0, 9);
  if (digits.length === 8) digits = `0${digits}`;
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter((g) => g !== '').join('-');
}
