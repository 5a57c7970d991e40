import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { returnDescription } from '@tasman/domain/accounts/return-description';
import type { Channel } from '@tasman/domain/channel/channel';
import type { PerformanceResponse } from '@tasman/domain/contracts/performance';
import { taxName } from '@tasman/domain/accounts/tax-name';
import { PercentText } from '@/ui/percent-text';
import { SignedMoneyText } from '../figures/signed-money-text';

interface ReturnFiguresProps {
  performance: PerformanceResponse;
  channel: Channel;
  /** spec 001 §4 one-year rule: the percentages of a 12-month or since-inception period are hidden. */
  hidePercentages: boolean;
}

/**
 * The period's return beside its dollar gain: each percentage says what it is (time-weighted or
 * money-weighted, after or before fees, before PIE tax, p.a. or not).
 */
export function ReturnFigures({ performance, channel, hidePercentages }: ReturnFiguresProps) {
  const { basis } = performance;
  const perAnnum = basis.perAnnum;
  const net = { method: basis.method, afterFees: true, afterTax: basis.afterTax, perAnnum } as const;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Figure testId="net-return" caption={returnDescription(net, channel)}>
          {hidePercentages ? (
            <YoungAccountNote />
          ) : (
            <PercentText value={performance.netReturnPercentage} signed colored size="xl" fw={700} />
          )}
        </Figure>
        <Figure testId="dollar-gain" caption={`Gain over the period, after fees and ${taxName(channel)}`}>
          <SignedMoneyText value={performance.returnValueOverPeriod} size="xl" fw={700} />
        </Figure>
      </SimpleGrid>
      {hidePercentages ? null : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Figure testId="gross-return" caption={returnDescription({ ...net, afterFees: false }, channel)} small>
            <PercentText value={performance.grossReturnPercentage} signed fw={600} />
          </Figure>
          <Figure
            testId="fees-percentage"
            caption={`Member fees charged to the account: the return before them less the return after, ${perAnnum ? 'p.a.' : 'not annualised'} (fund management fees are inside the unit prices)`}
            small
          >
            <PercentText value={performance.feesPercentage} fw={600} />
          </Figure>
          <Figure
            testId="money-weighted-return"
            caption={returnDescription({ ...net, method: 'money-weighted' }, channel)}
            small
          >
            <PercentText value={performance.moneyWeightedReturnPercentage} signed fw={600} />
          </Figure>
        </SimpleGrid>
      )}
    </Stack>
  );
}

function Figure({
  caption,
  children,
  small = false,
  testId,
}: {
  caption: string;
  children: ReactNode;
  small?: boolean;
  testId: string;
}) {
  return (
    <Paper bg="gray.0" radius="md" p={small ? 'xs' : 'sm'} data-testid={testId}>
      {children}
      <Text size="xs" c="dimmed" mt={2}>
        {caption}
      </Text>
    </Paper>
  );
}

function YoungAccountNote() {
  return (
    <Text size="sm" fw={500}>
      Shown once the account has been open for a year
    </Text>
  );
}
