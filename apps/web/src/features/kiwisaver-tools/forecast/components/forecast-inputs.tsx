import { NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPercent } from '@tasman/domain/format/percent';
import { contributionRateRuleOn } from '@tasman/domain/kiwisaver/contribution-rates';
import type { ForecastProblems } from '@tasman/domain/kiwisaver/forecast-input-problems';
import { RETIREMENT_AGES, type VoluntaryFrequency } from '@tasman/domain/kiwisaver/forecast-my-balance';
import type { RetirementAssumptions } from '@tasman/domain/statements/retirement-assumptions';
import { FundTypeSelect, KiwiSaverBalanceInput } from '../../components/balance-and-fund-inputs';
import type { ForecastForm, SalarySource } from '../forecast-form';

interface ForecastInputsProps {
  form: ForecastForm;
  problems: ForecastProblems;
  today: string;
  assumptions: RetirementAssumptions;
  salarySource: SalarySource;
  money: (amount: number) => string;
  onChange: (change: Partial<ForecastForm>) => void;
}

const pct = (value: number) => formatPercent(value, { trimZeros: true });

const FREQUENCIES: Array<{ value: VoluntaryFrequency; label: string }> = [
  { value: 'week', label: 'a week' },
  { value: 'fortnight', label: 'a fortnight' },
  { value: 'month', label: 'a month' },
  { value: 'year', label: 'a year' },
];

/** The calculator's inputs, each with its own message when it is not valid. */
export function ForecastInputs({ form, problems, today, assumptions, salarySource, money, onChange }: ForecastInputsProps) {
  const rule = contributionRateRuleOn(today);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <KiwiSaverBalanceInput value={form.balance} error={problems.balance} onChange={(balance) => onChange({ balance })} />
        <FundTypeSelect
          value={form.fundType}
          description="The FMA's fund types, by the share of growth assets"
          assumptions={assumptions}
          error={problems.fundType}
          onChange={(fundType) => onChange({ fundType })}
        />
        <NumberInput
          label="Salary before tax"
          description={
            salarySource.kind === 'estimated'
              ? `Estimated from your ${money(salarySource.memberContributions)} of employee contributions in the last 12 months at the default rate; correct it if it is not right`
              : 'No employee contributions in the last 12 months: enter your yearly pay if you are employed'
          }
          prefix="$"
          suffix=" a year"
          thousandSeparator=","
          decimalScale={0}
          min={0}
          value={form.salary}
          onChange={(salary) => onChange({ salary })}
          error={problems.salary}
        />
        <Select
          label="Your contribution rate"
          description={`Of your pay; the default is ${pct(rule.defaultRate)}`}
          allowDeselect={false}
          value={form.memberRate}
          onChange={(memberRate) => memberRate && onChange({ memberRate })}
          data={rule.memberRates.map((rate) => ({
            value: String(rate),
            label: rate === rule.defaultRate ? `${pct(rate)} (default)` : rate < rule.defaultRate ? `${pct(rate)} (temporary rate reduction)` : pct(rate),
          }))}
          error={problems.memberRate}
        />
        <NumberInput
          label="Employer contribution rate"
          description={`Of your pay, before ESCT; at least ${pct(rule.defaultRate)} by law (or your reduced rate)`}
          suffix="%"
          decimalScale={2}
          min={0}
          value={form.employerRate}
          onChange={(employerRate) => onChange({ employerRate })}
          error={problems.employerRate}
        />
        <NumberInput
          label="Retirement age"
          description={`From ${RETIREMENT_AGES.min} to ${RETIREMENT_AGES.max}`}
          min={RETIREMENT_AGES.min}
          max={RETIREMENT_AGES.max}
          allowDecimal={false}
          value={form.retirementAge}
          onChange={(retirementAge) => onChange({ retirementAge })}
          error={problems.retirementAge}
        />
      </SimpleGrid>
      <div>
        <Text size="sm" fw={500} mb={4} id="forecast-voluntary-label">
          Voluntary contributions
        </Text>
        <SimpleGrid cols={2}>
          <NumberInput
            aria-labelledby="forecast-voluntary-label"
            prefix="$"
            thousandSeparator=","
            decimalScale={2}
            min={0}
            value={form.voluntaryAmount}
            onChange={(voluntaryAmount) => onChange({ voluntaryAmount })}
            error={problems.voluntaryAmount}
          />
          <Select
            aria-label="How often"
            allowDeselect={false}
            value={form.voluntaryFrequency}
            onChange={(voluntaryFrequency) => voluntaryFrequency && onChange({ voluntaryFrequency: voluntaryFrequency as VoluntaryFrequency })}
            data={FREQUENCIES}
            error={problems.voluntaryFrequency}
          />
        </SimpleGrid>
      </div>
    </Stack>
  );
}
