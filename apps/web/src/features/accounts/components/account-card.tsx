import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Channel } from '@tasman/domain/channel/channel';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { productLabel } from '@tasman/domain/home/product-label';
import { shownAccountNumber } from '@tasman/domain/home/shown-account-number';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DateText } from '@/ui/date-text';
import { MoneyText } from '@/ui/money-text';

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
          <MoneyText value={account.balance} size="xl" fw={650} />
          {account.balanceAsAtDate ? (
            <Text size="xs" c="dimmed">
              as at <DateText value={account.balanceAsAtDate} size="xs" c="dimmed" inherit />
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}
