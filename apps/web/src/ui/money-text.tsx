import { Text, type TextProps } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import { usePortalInfo } from '@/lib/portal-info';

/** What a figure we do not have shows: a dash, never an invented zero. */
export const MISSING_FIGURE = '—';

/**
 * An amount of money in this portal's currency and locale, to 2 decimal places: NZD on the New
 * Zealand portal, AUD on the Australian one (spec 000 §1, DESIGN §4). The one money formatter.
 */
export function formatMoney(amount: number, locale: string, currency: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
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
