import { Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { returnDescription } from '@tasman/domain/accounts/return-description';
import { taxName } from '@tasman/domain/accounts/tax-name';
import type { Channel } from '@tasman/domain/channel/channel';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { productLabel } from '@tasman/domain/home/product-label';
import { shownAccountNumber } from '@tasman/domain/home/shown-account-number';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DateText } from '@/ui/date-text';
import { MoneyText } from '@/ui/money-text';
import { PercentText } from '@/ui/percent-text';

interface AccountCardProps {
  account: AccountSummary;
  channel: Channel;
  /** The account's detail route. */
  href: string;
}

/** One account on the client home (spec 000 §2.5): product, name, number and balance, opening its detail. */
export function AccountCard({ account, channel, href }: AccountCardProps) {
  return (
    <Card component={Link} to={href} withBorder radius="md" padding="lg" h="100%" data-testid="account-card">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" fw={600} tt="uppercase" c="navy.6" lts={0.5}>
            {productLabel(account.productType)}
          </Text>
          <IconChevronRight size={18} aria-hidden color="var(--mantine-color-gray-5)" />
        </Group>
        <Title order={3} size="h4" lineClamp={2}>
          {account.accountName}
        </Title>
        <Text size="sm" c="dimmed">
          Account {shownAccountNumber(account, channel)}
        </Text>
        <Stack gap={0} mt="auto" pt="sm">
          <MoneyText value={account.balance} size="xl" fw={650} data-testid="account-balance" />
          {account.balanceAsAtDate ? (
            <Text size="xs" c="dimmed">
              as at <DateText value={account.balanceAsAtDate} size="xs" c="dimmed" inherit />
            </Text>
          ) : null}
        </Stack>
        <AccountCardReturns account={account} channel={channel} />
      </Stack>
    </Card>
  );
}

/**
 * The 12-month and since-inception returns (spec 001 §3), each percentage beside its dollar gain and
 * saying what it is. Nothing is shown while the one-year rule hides them or before a valuation.
 */
function AccountCardReturns({ account, channel }: { account: AccountSummary; channel: Channel }) {
  if (account.returnPercentage12Month === null && account.returnPercentageSinceInception === null) return null;
  return (
    <Stack gap={4} data-testid="account-card-returns">
      <Divider />
      <SimpleGrid cols={2} spacing="xs">
        <ReturnFigure label="12 months" percent={account.returnPercentage12Month} gain={account.returnValue12Month} />
        <ReturnFigure
          label={account.sinceInceptionPerAnnum ? 'Since inception p.a.' : 'Since inception'}
          percent={account.returnPercentageSinceInception}
          gain={account.returnValueSinceInception}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {returnDescription({ method: 'time-weighted', afterFees: true, afterTax: false, perAnnum: 'where-marked' }, channel)}.
        Gains in dollars are after fees and {taxName(channel)}.
      </Text>
    </Stack>
  );
}

function ReturnFigure({ label, percent, gain }: { label: string; percent: number | null; gain: number | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={6} align="baseline" wrap="wrap">
        <PercentText value={percent} signed colored size="sm" fw={600} />
        {gain !== null ? <MoneyText value={gain} size="xs" c="dimmed" /> : null}
      </Group>
    </div>
  );
}
