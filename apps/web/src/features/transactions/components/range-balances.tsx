import { Group, Paper, Stack, Text } from '@mantine/core';
import { DateText } from '@/ui/date-text';
import { MoneyText } from '@/ui/money-text';

interface RangeBalancesProps {
  openingBalance: number;
  openingBalanceDate: string;
  closingBalance: number;
  closingBalanceDate: string;
}

/** The range's opening and closing balance (issue 11 'Transaction History'), each with its date. */
export function RangeBalances(props: RangeBalancesProps) {
  return (
    <Group gap="sm" grow preventGrowOverflow={false} data-testid="range-balances" wrap="wrap">
      <Balance label="Opening balance" value={props.openingBalance} date={props.openingBalanceDate} testId="opening-balance" />
      <Balance label="Closing balance" value={props.closingBalance} date={props.closingBalanceDate} testId="closing-balance" />
    </Group>
  );
}

function Balance({ label, value, date, testId }: { label: string; value: number; date: string; testId: string }) {
  return (
    <Paper withBorder radius="sm" p="sm" miw={200} data-testid={testId}>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <MoneyText value={value} fw={650} size="lg" />
        <Text size="xs" c="dimmed">
          at the end of <DateText value={date} size="xs" span />
        </Text>
      </Stack>
    </Paper>
  );
}
