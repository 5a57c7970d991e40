import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TotalValue } from '@tasman/domain/home/total-value';
import { DateText } from '@/ui/date-text';
import { MoneyText } from '@/ui/money-text';

interface TotalValueCardProps {
  total: TotalValue;
  currency: string;
}

/** The total value of the open owned accounts (spec 000 §2.5), or a dash when a balance is missing. */
export function TotalValueCard({ total, currency }: TotalValueCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid="total-value">
      <Stack gap={4}>
        <Group gap="xs">
          <Text size="sm" fw={600} c="dimmed">
            Total value
          </Text>
          <Badge variant="light" size="sm" radius="sm">
            {currency}
          </Badge>
        </Group>
        <MoneyText value={total.amount} fz={{ base: 28, sm: 34 }} fw={700} c="navy.9" />
        {total.amount !== null && total.asAtDate ? (
          <Text size="sm" c="dimmed">
            as at <DateText value={total.asAtDate} inherit />
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
