import { MINUS_SIGN } from '@tasman/domain/format/percent';
import { numberFormat } from '@/lib/number-format';

/**
 * Units and unit prices to 4 decimal places (spec 001 §9, spec 002 §9), grouped in the portal's
 * locale, with U+2212 before a negative (a redemption's units), never before a figure that rounds
 * to zero: 12345.6 → '12,345.6000', −1234.5 → '−1,234.5000'. The one quantity formatter of the
 * holdings and the transactions; money goes through ui/money-text.
 */
export function formatQuantity(value: number, locale: string): string {
  const text = numberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(Math.abs(value));
  return Number(value.toFixed(4)) < 0 ? `${MINUS_SIGN}${text}` : text;
}
