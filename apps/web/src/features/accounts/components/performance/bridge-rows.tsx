import { Anchor, Group, Table, Text } from '@mantine/core';
import type { BridgeLine } from '@tasman/domain/accounts/bridge-lines';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { MoneyText } from '@/ui/money-text';
import { SignedMoneyText } from '../figures/signed-money-text';

/**
 * The lines of a value bridge as table rows: balances plain, changes signed, so the column reads
 * as a sum from the opening to the closing value. Lines with named parts (contributions by type,
 * withdrawals by type) open and close; contributions start open, withdrawals closed (spec 001 §4).
 */
export function BridgeRows({ lines, idPrefix }: { lines: readonly BridgeLine[]; idPrefix: string }) {
  return (
    <>
      {lines.map((line) => (
        <BridgeRow key={line.key} line={line} partsId={`${idPrefix}-${line.key}-parts`} />
      ))}
    </>
  );
}

function BridgeRow({ line, partsId }: { line: BridgeLine; partsId: string }) {
  const [open, setOpen] = useState(line.initiallyExpanded ?? false);
  const isBalance = line.role === 'balance';
  const parts = line.parts ?? [];
  return (
    <>
      <Table.Tr data-testid="bridge-line" data-line={line.key} fw={isBalance ? 650 : undefined}>
        <Table.Th scope="row" fw={isBalance ? 650 : 400}>
          {parts.length > 0 ? (
            <Anchor
              component="button"
              type="button"
              onClick={() => setOpen(!open)}
              aria-expanded={open}
              aria-controls={parts.map((_, index) => `${partsId}-${index}`).join(' ')}
              c="inherit"
              fz="sm"
            >
              <Group gap={4} wrap="nowrap">
                {open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
                {line.label}
              </Group>
            </Anchor>
          ) : (
            line.label
          )}
        </Table.Th>
        <Table.Td ta="right">
          {isBalance ? <MoneyText value={line.amount} inherit /> : <SignedMoneyText value={line.amount} inherit />}
        </Table.Td>
      </Table.Tr>
      {open
        ? parts.map((part, index) => (
            <Table.Tr key={part.name} id={`${partsId}-${index}`} data-testid="bridge-part">
              <Table.Td pl="xl">
                <Text size="sm" c="dimmed">
                  {part.name}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText value={part.totalValue} size="sm" c="dimmed" />
              </Table.Td>
            </Table.Tr>
          ))
        : null}
    </>
  );
}
