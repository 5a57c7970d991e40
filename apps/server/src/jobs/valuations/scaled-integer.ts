const POWERS = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000];

/**
 * A decimal string with at most `scale` decimals as an integer of 10^−scale, exactly (no binary
 * rounding). Fast path: below 2^50 the parse and the multiplication are each off by at most half a
 * unit in the last place, far less than the 0.5 that Math.round forgives, so the result is exact;
 * anything larger, or with more decimals than `scale` (truncated, as before), goes digit by digit.
 */
export function toScaledInteger(text: string, scale: number): number {
  const point = text.indexOf('.');
  if ((point < 0 || text.length - point - 1 <= scale) && scale < POWERS.length) {
    const scaled = Number(text) * POWERS[scale]!;
    if (Math.abs(scaled) < 2 ** 50) return Math.round(scaled);
  }
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const digits = Number(whole + fraction.padEnd(scale, '0').slice(0, scale));
  return negative ? -digits : digits;
}
