import type { FundRiskCategory } from '../statements/retirement-assumptions.js';
import { SPEND_TOOL_LIMITS, type WithdrawalFrequency } from './spend-my-kiwisaver.js';

const FUND_TYPES: readonly FundRiskCategory[] = ['Defensive', 'Conservative', 'Balanced', 'Growth', 'Aggressive'];

/** What the form holds: a number input is '' when empty. */
export interface SpendMyKiwiSaverFields {
  mode: 'howLong' | 'untilAge';
  balance: number | string;
  fundType: string;
  frequency: string;
  amount: number | string;
  toAge: number | string;
  /** The member's age in whole years today. */
  currentAge: number;
}

export type SpendMyKiwiSaverErrors = Partial<Record<'balance' | 'fundType' | 'frequency' | 'amount' | 'toAge', string>>;

const money = (value: number) => `$${value.toLocaleString('en-NZ')}`;
const asNumber = (value: number | string) => (typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value));

/**
 * Spend My KiwiSaver's inputs, one clear message per field (issue 14): the balance 0 or more; the
 * fund type one of the FMA's; weekly or monthly; in mode (a) an amount above $0; in mode (b) a whole
 * age after today's age and no later than the tool's horizon. Only the fields of the chosen mode count.
 */
export function validateSpendMyKiwiSaver(fields: SpendMyKiwiSaverFields): SpendMyKiwiSaverErrors {
  const errors: SpendMyKiwiSaverErrors = {};
  const balance = asNumber(fields.balance);
  if (!Number.isFinite(balance)) errors.balance = 'Enter your KiwiSaver balance.';
  else if (balance < 0) errors.balance = 'The balance cannot be negative.';
  else if (balance > SPEND_TOOL_LIMITS.maximumBalance) errors.balance = `The balance must be ${money(SPEND_TOOL_LIMITS.maximumBalance)} or less.`;

  if (!FUND_TYPES.includes(fields.fundType as FundRiskCategory)) errors.fundType = 'Choose a fund type.';

  const frequency = fields.frequency as WithdrawalFrequency;
  const frequencyOk = frequency === 'weekly' || frequency === 'monthly';
  if (!frequencyOk) errors.frequency = 'Choose weekly or monthly.';

  if (fields.mode === 'howLong') {
    const amount = asNumber(fields.amount);
    const period = frequencyOk ? (frequency === 'weekly' ? 'a week' : 'a month') : '';
    if (!Number.isFinite(amount)) errors.amount = 'Enter the amount you want to withdraw.';
    else if (amount <= 0) errors.amount = 'The amount must be more than $0.';
    else if (frequencyOk && amount > SPEND_TOOL_LIMITS.maximumWithdrawal[frequency])
      errors.amount = `The amount must be ${money(SPEND_TOOL_LIMITS.maximumWithdrawal[frequency])} ${period} or less.`;
  } else {
    const age = asNumber(fields.toAge);
    const horizon = SPEND_TOOL_LIMITS.horizonAge;
    if (!Number.isFinite(age)) errors.toAge = 'Enter the age the money should last to.';
    else if (!Number.isInteger(age)) errors.toAge = 'Enter the age in whole years.';
    else if (age <= fields.currentAge) errors.toAge = `Choose an age after your age today (${fields.currentAge}).`;
    else if (age > horizon) errors.toAge = `Choose an age of ${horizon} or less.`;
  }
  return errors;
}
