import { Text } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import { usePortalInfo } from '@/lib/portal-info';
import { formatMoney, MISSING_FIGURE } from '@/ui/money-text';
import { formatQuantity } from '@/ui/format-quantity';

/** A unit count or price; a dash where the ledger has none (a pending request, a cash distribution). */
export function QuantityText({ value }: { value: number | null }) {
  const { locale } = channelConfig(usePortalInfo().channel);
  if (value === null) {
    return (
      <Text component="span" size="sm" aria-label="Not available">
        {MISSING_FIGURE}
      </Text>
    );
  }
  return (
    <Text component="span" size="sm">
      {formatQuantity(value, locale)}
    </Text>
  );
}

/** Money in a given currency (a wealth account's NZD and AUD cash side by side), 2 decimals. */
export function CurrencyText({ value, currency }: { value: number; currency: string }) {
  const { locale } = channelConfig(usePortalInfo().channel);
  return (
    <Text component="span" size="sm" data-testid="money">
      {formatMoney(value, locale, currency)}
    </Text>
  );
}
