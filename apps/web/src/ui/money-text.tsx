import { Text, type TextProps } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import { MINUS_SIGN } from '@tasman/domain/format/percent';
import { usePortalInfo } from '@/lib/portal-info';
import { numberFormat } from '@/lib/number-format';

/** What a figure we do not have shows: a dash, never an invented zero. */
export const MISSING_FIGURE = '—';

/**
 * An amount of money in this portal's currency and locale, to 2 decimal places: NZD on the New
 * Zealand portal, AUD on the Australian one (spec 000 §1, DESIGN §4). The one money formatter.
 */
export function formatMoney(amount: number, locale: string, currency: string): string {
  const text = numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(amount));
  // U+2212 before a loss, as every figure we print (issue 9 item 19); never '−$0.00'.
  return Number(amount.toFixed(2)) < 0 ? `${MINUS_SIGN}${text}` : text;
}

/** A change of value: '+$1,234.56', '−$45.00', or '$0.00' (a bridge reads as a sum). */
export function formatSignedMoney(amount: number, locale: string, currency: string): string {
  const text = formatMoney(amount, locale, currency);
  return Number(amount.toFixed(2)) > 0 ? `+${text}` : text;
}

interface MoneyTextProps extends TextProps {
  /** null when the figure is not known: shows a dash. */
  value: number | null;
}

export function MoneyText({ value, ...textProps }: MoneyTextProps) {
  const { locale, currency } = channelConfig(usePortalInfo().channel);
  if (value === null) {
    return (
      <Text component="span" aria-label="Not available" data-testid="money" {...textProps}>
        {MISSING_FIGURE}
      </Text>
    );
  }
  return (
    <Text component="span" data-testid="money" {...textProps}>
      {formatMoney(value, locale, currency)}
    </Text>
  );
}
