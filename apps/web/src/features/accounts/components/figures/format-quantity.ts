import { numberFormat } from '@/lib/number-format';

/**
 * Units and unit prices to 4 decimal places (spec 001 §9), grouped in the portal's locale:
 * 12345.6 → '12,345.6000'. Money goes through the one money formatter (ui/money-text).
 */
export function formatQuantity(value: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(value);
}
