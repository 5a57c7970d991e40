import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SpendMyKiwiSaverErrors } from '@tasman/domain/kiwisaver/spend-my-kiwisaver-validation';
import type { FundRiskCategory, RetirementAssumptions } from '@tasman/domain/statements/retirement-assumptions';
import { FundTypeSelect, KiwiSaverBalanceInput } from '../../components/balance-and-fund-inputs';

export interface SpendForm {
  mode: 'howLong' | 'untilAge';
  balance: number | string;
  fundType: FundRiskCategory;
  frequency: 'weekly' | 'monthly';
  amount: number | string;
  toAge: number | string;
}

interface SpendInputsProps {
  form: SpendForm;
  errors: SpendMyKiwiSaverErrors;
  assumptions: RetirementAssumptions;
  onChange: (change: Partial<SpendForm>) => void;
}

/** The calculator's inputs: the question, weekly or monthly, the balance, the fund type and the amount or age. */
export function SpendInputs({ form, errors, assumptions, onChange }: SpendInputsProps) {
  const per = form.frequency === 'weekly' ? 'a week' : 'a month';
  // The two questions side by side do not fit a phone (390 px): one above the other there.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        orientation={narrow ? 'vertical' : 'horizontal'}
        aria-label="What do you want to know?"
        value={form.mode}
        onChange={(mode) => onChange({ mode: mode as SpendForm['mode'] })}
        data={[
          { value: 'howLong', label: 'How long will it last?' },
          { value: 'untilAge', label: 'How much can I spend?' },
        ]}
      />
      <div>
        <Text size="sm" fw={500} mb={4} id="spend-frequency-label">
          Withdrawals
        </Text>
        <SegmentedControl
          aria-labelledby="spend-frequency-label"
          value={form.frequency}
          onChange={(frequency) => onChange({ frequency: frequency as SpendForm['frequency'] })}
          data={[
            { value: 'weekly', label: 'Weekly' },
            { value: 'monthly', label: 'Monthly' },
          ]}
        />
        {errors.frequency ? (
          <Text size="xs" c="red" mt={4}>
            {errors.frequency}
          </Text>
        ) : null}
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <KiwiSaverBalanceInput value={form.balance} error={errors.balance} onChange={(balance) => onChange({ balance })} />
        <FundTypeSelect
          value={form.fundType}
          description="Where the balance stays invested"
          assumptions={assumptions}
          error={errors.fundType}
          onChange={(fundType) => onChange({ fundType })}
        />
        {form.mode === 'howLong' ? (
          <NumberInput
            label={`Withdrawal ${per}`}
            description="In today's dollars: it rises with inflation"
            prefix="$"
            thousandSeparator=","
            decimalScale={2}
            min={0}
            value={form.amount}
            onChange={(amount) => onChange({ amount })}
            error={errors.amount}
          />
        ) : (
          <NumberInput
            label="Make it last until age"
            description="The age the balance should run out at"
            allowDecimal={false}
            min={0}
            value={form.toAge}
            onChange={(toAge) => onChange({ toAge })}
            error={errors.toAge}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
