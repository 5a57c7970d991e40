import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { channelConfig, type Channel } from '@tasman/domain/channel/channel';
import type { AccountProfile } from '@tasman/domain/contracts/account-profiles';
import { shownAccountNumber } from '@tasman/domain/home/shown-account-number';
import type { ReactNode } from 'react';
import { MISSING_FIGURE } from '@/ui/money-text';
import { AccountHoldersTable } from './account-holders-table';
import { StandingOrdersTable } from './standing-orders-table';
import { TransactButtons } from './transact-buttons';

interface AccountProfileCardProps {
  account: AccountProfile;
  channel: Channel;
  twoFactorEnabled: boolean;
  twoFactorSetup?: (close: () => void) => ReactNode;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" fw={500} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * One account on the Account Profiles tab (spec 002 §2.4): number (the alternative number on the AU
 * portal), name, PIR (not on the AU portal), bank account (masked by the server unless two-factor is
 * on), the Deposit and Withdrawal buttons, the holders and the recurring transactions.
 */
export function AccountProfileCard({ account, channel, twoFactorEnabled, twoFactorSetup }: AccountProfileCardProps) {
  const number = shownAccountNumber(account, channel);
  const { showIrdAndPir } = channelConfig(channel);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={`Account ${number}`}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {account.accountName}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="dl" m={0}>
          <Field label="Account number">{number}</Field>
          <Field label="Account name">{account.accountName}</Field>
          {showIrdAndPir ? <Field label="PIR">{account.pir === null ? MISSING_FIGURE : `${account.pir}%`}</Field> : null}
          <Field label="Bank account">
            <span data-testid="bank-account">{account.bankAccountNumber ?? MISSING_FIGURE}</span>
          </Field>
        </SimpleGrid>
        {account.bankAccountMasked ? (
          <Text size="xs" c="dimmed">
            The bank account number is shown in full when two-factor authentication is enabled.
          </Text>
        ) : null}
        <TransactButtons accountNumber={account.accountNumber} />
        <AccountHoldersTable accountNumber={account.accountNumber} twoFactorEnabled={twoFactorEnabled} twoFactorSetup={twoFactorSetup} />
        <StandingOrdersTable accountNumber={account.accountNumber} />
      </Stack>
    </Paper>
  );
}
