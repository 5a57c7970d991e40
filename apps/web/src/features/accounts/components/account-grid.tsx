import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { Channel } from '@tasman/domain/channel/channel';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { useId } from 'react';
import { AccountCard } from './account-card';

interface AccountGridProps {
  title: string;
  /** In the server's order (spec 000 §2.5: PW, UT, KS, PE, then balance descending); not re-sorted here. */
  accounts: readonly AccountSummary[];
  channel: Channel;
  accountHref: (account: AccountSummary) => string;
}

/** A titled section of account cards: one column on a phone, two or three as the content area widens. */
export function AccountGrid({ title, accounts, channel, accountHref }: AccountGridProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title id={headingId} order={2} size="h4">
        {title}
      </Title>
      <SimpleGrid type="container" cols={{ base: 1, '560px': 2, '880px': 3 }} spacing="md">
        {accounts.map((account) => (
          <AccountCard key={account.accountId} account={account} channel={channel} href={accountHref(account)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
