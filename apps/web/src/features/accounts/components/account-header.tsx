import { Anchor, Group, Menu, Button, Stack, Text, Title } from '@mantine/core';
import type { Channel } from '@tasman/domain/channel/channel';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { productLabel } from '@tasman/domain/home/product-label';
import { shownAccountNumber } from '@tasman/domain/home/shown-account-number';
import { IconArrowLeft, IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAccounts } from '../api/get-accounts';

interface AccountHeaderProps {
  /** The account on screen (the route's account number). */
  account: AccountSummary;
  channel: Channel;
  /** The detail route of an account (the app's route table, passed in by the route). */
  accountHref: (account: AccountSummary) => string;
  /** Back to Home: /dashboard (spec 001 §2 'Account header'). */
  homeHref: string;
}

/**
 * spec 001 §2 'Account header': the account's name and number, a switcher listing all the user's
 * accounts (owned, then related) each opening its product's route, and Back to Home.
 */
export function AccountHeader({ account, channel, accountHref, homeHref }: AccountHeaderProps) {
  const accounts = useAccounts();
  const all = accounts.data ? [...accounts.data.ownedList, ...accounts.data.relatedList] : [];
  return (
    <Stack gap="xs" mb="lg">
      <Anchor component={Link} to={homeHref} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Back to Home
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Text size="xs" fw={600} tt="uppercase" c="navy.6" lts={0.5}>
            {productLabel(account.productType)}
          </Text>
          <Title order={2} size="h3">
            {account.accountName}
          </Title>
          <Text size="sm" c="dimmed">
            Account {shownAccountNumber(account, channel)}
          </Text>
        </div>
        {all.length > 1 ? (
          <Menu position="bottom-end" width={320} withinPortal>
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
                Switch account
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {all.map((other) => (
                <Menu.Item
                  key={other.accountNumber}
                  component={Link}
                  to={accountHref(other)}
                  disabled={other.accountNumber === account.accountNumber}
                >
                  <Text size="sm" fw={500}>
                    {other.accountName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {productLabel(other.productType)} · {shownAccountNumber(other, channel)}
                  </Text>
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
    </Stack>
  );
}
