/** U+2212, the one minus sign of every figure we print (issue 9 item 19). */
export const MINUS_SIGN = '\u2212';

export interface PercentFormat {
  /** Decimal places; 2 unless said (spec 001 §9). */
  decimals?: number;
  /** '+' before a gain. */
  signed?: boolean;
  /** Drops trailing zeros after rounding: '28%', '10.5%' (for rates such as a PIR). */
  trimZeros?: boolean;
}

/**
 * A value already in percent as text (12.3456 → '12.35%'), rounded once: binary noise such as
 * 28.000000000000004 never reaches a reader (issue 9 item 28). The server's and the web's text go
 * through this one formatter.
 */
export function formatPercent(percent: number, format: PercentFormat = {}): string {
  const decimals = format.decimals ?? 2;
  const fixed = Math.abs(percent).toFixed(decimals);
  const digits = format.trimZeros && fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  const rounded = Number(percent.toFixed(decimals));
  if (rounded < 0) return `${MINUS_SIGN}${digits}%`;
  return format.signed && rounded > 0 ? `+${digits}%` : `${digits}%`;
}

/**
 * A rate held as a fraction (a PIR of 0.28, 0.175, 0.105) as a percent: '28%', '17.5%', '10.5%'.
 * `0.28 * 100` is 28.000000000000004; 12 significant digits drop that noise before rounding.
 */
export function formatRate(fraction: number, format: Omit<PercentFormat, 'trimZeros'> = {}): string {
  const percent = Number((fraction * 100).toPrecision(12));
  return formatPercent(percent, { decimals: format.decimals ?? 4, signed: format.signed, trimZeros: true });
}
