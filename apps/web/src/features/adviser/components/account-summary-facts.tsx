import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { productLabel } from '@tasman/domain/home/product-label';
import { hidesTwelveMonthAndInceptionReturns } from '@tasman/domain/performance/return-visibility';
import type { ReactNode } from 'react';
import { DateText, formatDate } from '@/ui/date-text';
import { MoneyText } from '@/ui/money-text';
import { PercentText } from '@/ui/percent-text';

interface AccountSummaryFactsProps {
  account: AccountSummary;
  /** spec 000 §2.4: the PIR is a New Zealand figure. */
  showPir: boolean;
  /** Today in the portal's time zone: the one-year rule's date when the account has no valuation yet. */
  today: string;
}

/**
 * spec 001 §2 'Adviser account summary': account name, number, PIR, current valuation as at the
 * balance date, account type, the returns and their as-at date. Returns the one-year rule hides
 * say why they are missing; a figure we do not have is never shown as 0.
 */
export function AccountSummaryFacts({ account, showPir, today }: AccountSummaryFactsProps) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
        <Fact label="Account Name">{account.accountName}</Fact>
        <Fact label="Account Number">{account.accountNumber}</Fact>
        <Fact label="Investment Type">{productLabel(account.productType)}</Fact>
        <Fact label="Account Type">{account.accountType}</Fact>
        {showPir ? (
          <Fact label="PIR">
            {account.pir === null ? <Text span>Not applicable</Text> : <PercentText value={account.pir} />}
          </Fact>
        ) : null}
        <Fact label="Account Status">{account.accountIsOpen ? 'Open' : 'Closed'}</Fact>
      </SimpleGrid>
      <Box data-testid="summary-valuation">
        <Text size="sm" c="dimmed">
          Current Valuation
        </Text>
        <MoneyText value={account.balance} size="xl" fw={650} />
        <Text size="sm" c="dimmed">
          {account.balanceAsAtDate ? (
            <>
              as at <DateText value={account.balanceAsAtDate} inherit />
            </>
          ) : (
            'No valuation yet'
          )}
        </Text>
      </Box>
      <SummaryReturns account={account} today={today} />
    </Stack>
  );
}

function SummaryReturns({ account, today }: { account: AccountSummary; today: string }) {
  const asAt = account.returnAsAtDate ?? account.balanceAsAtDate ?? today;
  if (hidesTwelveMonthAndInceptionReturns(account.productType, account.signupDate, asAt)) {
    return (
      <Text size="sm" data-testid="summary-returns-hidden">
        Returns are shown once an account has been open for a year; this account was opened on{' '}
        {formatDate(account.signupDate)}.
      </Text>
    );
  }
  if (account.returnPercentage12Month === null && account.returnPercentageSinceInception === null) {
    return (
      <Text size="sm" data-testid="summary-returns-hidden">
        Returns are not available until the account has been valued.
      </Text>
    );
  }
  return (
    <Stack gap={4} data-testid="summary-returns">
      <Group wrap="wrap" component="dl" m={0} style={{ columnGap: 32, rowGap: 8 }}>
        <Fact label="12 Month Return">
          <PercentText value={account.returnPercentage12Month} signed colored fw={600} />
        </Fact>
        <Fact label={account.sinceInceptionPerAnnum ? 'Since Inception Return (p.a.)' : 'Since Inception Return'}>
          <PercentText value={account.returnPercentageSinceInception} signed colored fw={600} />
        </Fact>
      </Group>
      {account.returnAsAtDate ? (
        <Text size="sm" c="dimmed">
          Returns as at <DateText value={account.returnAsAtDate} inherit />
        </Text>
      ) : null}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}
