import { SimpleGrid } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import type { FundDetailsResponse } from '@tasman/domain/contracts/funds';
import { usePortalInfo } from '@/lib/portal-info';
import { MISSING_FIGURE } from '@/ui/money-text';
import { Fact } from './fact';
import { formatFundDate, formatUnitPrice } from './fund-formats';

/**
 * A directly held listed share's facts (issue 9 item 10): its last price with the date and the
 * first day we hold a price for it. A share has no management fee, fund size or objective, so
 * none are shown (not 'Management fee 0.00% p.a.').
 */
export function ShareInformation({ details }: { details: FundDetailsResponse }) {
  const { locale, currency } = channelConfig(usePortalInfo().channel);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
      <Fact label="Last price" note={details.UnitPriceAsAtDate ? `as at ${formatFundDate(details.UnitPriceAsAtDate)}` : undefined}>
        {details.UnitPrice === null ? MISSING_FIGURE : formatUnitPrice(details.UnitPrice, locale, currency)}
      </Fact>
      <Fact label="Prices from">{details.InceptionDate ? formatFundDate(details.InceptionDate) : MISSING_FIGURE}</Fact>
    </SimpleGrid>
  );
}
