import { Text, type TextProps } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import { usePortalInfo } from '@/lib/portal-info';
import { formatMoney } from '@/ui/money-text';

interface SignedMoneyTextProps extends TextProps {
  /** A change: shown with '+' or '−' in front, so a bridge reads as a sum. */
  value: number;
}

/** A change of value in a bridge: '+$1,234.56', '−$45.00', or '$0.00'. */
export function SignedMoneyText({ value, ...textProps }: SignedMoneyTextProps) {
  const { locale, currency } = channelConfig(usePortalInfo().channel);
  const magnitude = formatMoney(Math.abs(value), locale, currency);
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return (
    <Text component="span" data-testid="money" {...textProps}>
      {sign}
      {magnitude}
    </Text>
  );
}
