import { SimpleGrid, Stack, Text } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import type { FundDetailsResponse } from '@tasman/domain/contracts/funds';
import type { ReactNode } from 'react';
import { usePortalInfo } from '@/lib/portal-info';
import { MISSING_FIGURE, MoneyText } from '@/ui/money-text';
import { formatPercent } from '@/ui/percent-text';
import { formatFundDate, formatUnitPrice } from './fund-formats';

/** Fund information (spec 001 §2, §3): inception, fee, unit price with its date, fund size. */
export function FundInformation({ details }: { details: FundDetailsResponse }) {
  const { locale, currency } = channelConfig(usePortalInfo().channel);
  const size = details.FundNetAssetValues;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
      <Fact label="Inception date">{details.InceptionDate ? formatFundDate(details.InceptionDate) : MISSING_FIGURE}</Fact>
      <Fact label="Management fee">{details.Fee === null ? MISSING_FIGURE : `${formatPercent(details.Fee)} p.a.`}</Fact>
      <Fact label="Unit price" note={details.UnitPriceAsAtDate ? `as at ${formatFundDate(details.UnitPriceAsAtDate)}` : undefined}>
        {details.UnitPrice === null ? MISSING_FIGURE : formatUnitPrice(details.UnitPrice, locale, currency)}
      </Fact>
      <Fact label="Fund size" note={size ? `as at ${formatFundDate(size.MonthEndDate)}` : undefined}>
        <MoneyText value={size?.MonthEndValue ?? null} inherit />
      </Fact>
    </SimpleGrid>
  );
}

function Fact({ label, note, children }: { label: string; note?: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text size="lg" fw={600} component="div">
        {children}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}
