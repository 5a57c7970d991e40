import { Anchor, Paper, Table, Text, Title } from "@mantine/core";
import { channelConfig } from "@tasman/domain/channel/channel";
import { nzSuperRatesOn } from "@tasman/domain/kiwisaver/nz-super-rates";
import type { WithdrawalFrequency } from "@tasman/domain/kiwisaver/spend-my-kiwisaver";
import { usePortalInfo } from "@/lib/portal-info";
import { formatDate } from "@/ui/date-text";
import { formatMoney } from "@/ui/money-text";

interface NzSuperContextProps {
  today: string;
  frequency: WithdrawalFrequency;
  /** The withdrawal each week or month; null while the inputs are not valid. */
  withdrawal: number | null;
}

/** NZ Super beside the withdrawal, as context: the after-tax M rates in force today, per week or month. */
export function NzSuperContext({
  today,
  frequency,
  withdrawal,
}: NzSuperContextProps) {
  const { locale, currency } = channelConfig(usePortalInfo().channel);
  const money = (amount: number) => formatMoney(amount, locale, currency);
  const table = nzSuperRatesOn(today);
  const per = frequency === "weekly" ? "a week" : "a month";
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="nz-super-title"
      data-testid="nz-super-context"
    >
      <Title order={2} size="h4" id="nz-super-title" mb="xs">
        NZ Super beside it
      </Title>
      {table === null ? (
        <Text c="dimmed">NZ Super rates for today are not in the portal.</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            New Zealand Superannuation after tax at the M tax code, from{" "}
            {formatDate(table.from)}, {per}. Your KiwiSaver withdrawals come on
            top of it.
          </Text>
          <Table striped fz="sm" horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Situation</Table.Th>
                <Table.Th ta="right">NZ Super {per}</Table.Th>
                {withdrawal !== null ? (
                  <Table.Th ta="right">With your withdrawal</Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rates.map((rate) => {
                const amount =
                  frequency === "weekly" ? rate.weekly : rate.yearly / 12;
                return (
                  <Table.Tr key={rate.situation}>
                    <Table.Td>{rate.label}</Table.Td>
                    <Table.Td ta="right">{money(amount)}</Table.Td>
                    {withdrawal !== null ? (
                      <Table.Td ta="right">
                        {money(amount + withdrawal)}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed" mt="xs">
            NZ Super is paid fortnightly:{" "}
            {frequency === "weekly"
              ? "a week is half of a payment"
              : "a month is 26 payments a year ÷ 12"}
            . Source:{" "}
            <Anchor
              href={table.source.url}
              target="_blank"
              rel="noreferrer"
              size="xs"
              underline="always"
            >
              {table.source.title}
            </Anchor>
            .
          </Text>
        </>
      )}
    </Paper>
  );
}
