import { formatLongDate } from '@/ui/date-text';
import { numberFormat } from '@/lib/number-format';

/**
 * A 'yyyy-mm-dd' date as the fund pages show it, 'dd MMMM y' (spec 001 §9): '2024-06-05' →
 * '05 June 2024'. Read from the text, never through Date, like ui/date-text, so no time zone moves it.
 */
export function formatFundDate(isoDate: string): string {
  return formatLongDate(isoDate);
}

/** A unit price in the portal's currency to 4 decimals (spec 001 §9: unit price 4). */
export function formatUnitPrice(price: number, locale: string, currency: string): string {
  return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(price);
}
