import { Anchor, Button, Collapse, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { pirFor, pirLabel, pirThresholdsOn, type PirRate } from '@tasman/domain/profile/pir';
import { useId, useState } from 'react';

interface PirHelperProps {
  /** Today (yyyy-mm-dd) in the portal's time zone: the thresholds in force. */
  today: string;
  /** Puts the worked-out rate into the form's PIR field. */
  onUse: (rate: PirRate) => void;
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-NZ')}`;

/**
 * 'Which rate is mine?' (issue 13): the client types one income year's taxable income and PIE income,
 * and the domain's pirFor answers by the Inland Revenue thresholds in force today. IRD's rule looks at
 * either of the last two income years (the lower rate wins), which the text says.
 */
export function PirHelper({ today, onUse }: PirHelperProps) {
  const [open, setOpen] = useState(false);
  const [taxable, setTaxable] = useState<number | ''>('');
  const [pie, setPie] = useState<number | ''>('');
  const panelId = useId();
  const t = pirThresholdsOn(today);
  const rate = taxable === '' || pie === '' ? null : pirFor({ taxableIncome: taxable, pieIncome: pie, asAt: today });
  return (
    <div>
      <Anchor component="button" type="button" size="sm" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={panelId}>
        Which rate is mine?
      </Anchor>
      <Collapse expanded={open} id={panelId}>
        <Paper withBorder radius="sm" p="sm" mt="xs">
          <Stack gap="xs">
            <Text size="sm">
              10.5% if your taxable income was {dollars(t.lowTaxable)} or less and, with your PIE income, {dollars(t.lowCombined)} or
              less; 17.5% if it was {dollars(t.middleTaxable)} or less and, with your PIE income, {dollars(t.middleCombined)} or less;
              otherwise 28%. Use either of the last two income years, whichever gives the lower rate.
            </Text>
            <Group grow align="flex-start" wrap="wrap">
              <NumberInput
                label="Taxable income"
                prefix="$"
                min={0}
                thousandSeparator=","
                value={taxable}
                onChange={(value) => setTaxable(typeof value === 'number' ? value : '')}
              />
              <NumberInput
                label="PIE income"
                prefix="$"
                min={0}
                thousandSeparator=","
                value={pie}
                onChange={(value) => setPie(typeof value === 'number' ? value : '')}
              />
            </Group>
            {rate !== null ? (
              <Group gap="sm" aria-live="polite">
                <Text size="sm" fw={600}>
                  Your rate: {pirLabel(rate)}
                </Text>
                <Button size="xs" variant="light" onClick={() => onUse(rate)}>
                  Use {pirLabel(rate)}
                </Button>
              </Group>
            ) : null}
            <Anchor size="xs" href="https://www.ird.govt.nz/roles/portfolio-investment-entities/using-prescribed-investor-rates" target="_blank" rel="noopener noreferrer">
              Inland Revenue: Using prescribed investor rates
            </Anchor>
          </Stack>
        </Paper>
      </Collapse>
    </div>
  );
}
