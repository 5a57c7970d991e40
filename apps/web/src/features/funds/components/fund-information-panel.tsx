import { SimpleGrid } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import type { FundDetailsResponse } from '@tasman/domain/contracts/funds';
import { usePortalInfo } from '@/lib/portal-info';
import { MISSING_FIGURE, MoneyText } from '@/ui/money-text';
import { formatPercent } from '@/ui/percent-text';
import { Fact } from './fact';
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
