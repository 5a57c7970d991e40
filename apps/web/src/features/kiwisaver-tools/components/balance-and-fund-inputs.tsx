import { NumberInput, Select } from '@mantine/core';
import { formatPercent } from '@tasman/domain/format/percent';
import { FUND_TYPES } from '@tasman/domain/kiwisaver/forecast-input-problems';
import type { FundRiskCategory, RetirementAssumptions } from '@tasman/domain/statements/retirement-assumptions';

interface KiwiSaverBalanceInputProps {
  value: number | string;
  error?: string | undefined;
  onChange: (balance: number | string) => void;
}

/** The member's KiwiSaver balance, prefilled from their account and open to 'what if'. */
export function KiwiSaverBalanceInput({ value, error, onChange }: KiwiSaverBalanceInputProps) {
  return (
    <NumberInput
      label="KiwiSaver balance"
      description="Your balance today; change it to try another amount"
      prefix="$"
      thousandSeparator=","
      decimalScale={2}
      min={0}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

interface FundTypeSelectProps {
  value: FundRiskCategory;
  description: string;
  assumptions: RetirementAssumptions;
  error?: string | undefined;
  onChange: (fundType: FundRiskCategory) => void;
}

/** The FMA fund type, each with the prescribed return after fees and tax the calculators use. */
export function FundTypeSelect({ value, description, assumptions, error, onChange }: FundTypeSelectProps) {
  return (
    <Select
      label="Fund type"
      description={description}
      allowDeselect={false}
      value={value}
      onChange={(fundType) => fundType && onChange(fundType as FundRiskCategory)}
      data={FUND_TYPES.map((type) => ({
        value: type,
        label: `${type} (${formatPercent(assumptions.returns[type] * 100, { trimZeros: true })} a year)`,
      }))}
      error={error}
    />
  );
}
