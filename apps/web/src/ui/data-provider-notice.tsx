import { Text } from '@mantine/core';

/** The footnote under figures (spec 000 §1, spec 001 §1): where market data comes from and its pricing basis. */
export function DataProviderNotice() {
  return (
    <Text component="footer" size="xs" c="dimmed">
      Market data is powered by an outside data provider. Pricing is closing market pricing as at the date shown.
    </Text>
  );
}
