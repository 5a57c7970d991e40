import { Text, type TextProps } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import { usePortalInfo } from '@/lib/portal-info';
import { formatSignedMoney } from '@/ui/money-text';

interface SignedMoneyTextProps extends TextProps {
  /** A change: shown with '+' or '−' in front, so a bridge reads as a sum. */
  value: number;
}

/** A change of value in a bridge: '+$1,234.56', '−$45.00', or '$0.00'. */
export function SignedMoneyText({ value, ...textProps }: SignedMoneyTextProps) {
  const { locale, currency } = channelConfig(usePortalInfo().channel);
  return (
    <Text component="span" data-testid="money" {...textProps}>
      {formatSignedMoney(value, locale, currency)}
    </Text>
  );
}
