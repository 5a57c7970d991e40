import { describe, expect, it } from 'vitest';
import { validateSpendMyKiwiSaver, type SpendMyKiwiSaverFields } from './spend-my-kiwisaver-validation.js';

const fields = (overrides: Partial<SpendMyKiwiSaverFields> = {}): SpendMyKiwiSaverFields => ({
  mode: 'howLong',
  balance: 150_000,
  fundType: 'Balanced',
  frequency: 'weekly',
  amount: 400,
  toAge: 90,
  currentAge: 67,
  ...overrides,
});

describe('Spend My KiwiSaver inputs', () => {
  it('accepts a sensible plan in either mode, and a balance of $0', () => {
    expect(validateSpendMyKiwiSaver(fields())).toEqual({});
    expect(validateSpendMyKiwiSaver(fields({ mode: 'untilAge', balance: 0 }))).toEqual({});
  });

  it('asks for a balance, refuses a negative one and one past $100,000,000', () => {
    expect(validateSpendMyKiwiSaver(fields({ balance: '' }))).toEqual({ balance: 'Enter your KiwiSaver balance.' });
    expect(validateSpendMyKiwiSaver(fields({ balance: -1 }))).toEqual({ balance: 'The balance cannot be negative.' });
    expect(validateSpendMyKiwiSaver(fields({ balance: 100_000_001 }))).toEqual({ balance: 'The balance must be $100,000,000 or less.' });
  });

  it('needs an amount above $0 and no more than $100,000 a week or $500,000 a month', () => {
    expect(validateSpendMyKiwiSaver(fields({ amount: '' }))).toEqual({ amount: 'Enter the amount you want to withdraw.' });
    expect(validateSpendMyKiwiSaver(fields({ amount: 0 }))).toEqual({ amount: 'The amount must be more than $0.' });
    expect(validateSpendMyKiwiSaver(fields({ amount: 100_001 }))).toEqual({ amount: 'The amount must be $100,000 a week or less.' });
    expect(validateSpendMyKiwiSaver(fields({ frequency: 'monthly', amount: 100_001 }))).toEqual({});
    expect(validateSpendMyKiwiSaver(fields({ frequency: 'monthly', amount: 500_001 }))).toEqual({
      amount: 'The amount must be $500,000 a month or less.',
    });
  });

  it('needs a whole age after today’s age and no later than 100', () => {
    const untilAge = (toAge: number | string) => validateSpendMyKiwiSaver(fields({ mode: 'untilAge', toAge }));
    expect(untilAge('')).toEqual({ toAge: 'Enter the age the money should last to.' });
    expect(untilAge(85.5)).toEqual({ toAge: 'Enter the age in whole years.' });
    expect(untilAge(67)).toEqual({ toAge: 'Choose an age after your age today (67).' });
    expect(untilAge(101)).toEqual({ toAge: 'Choose an age of 100 or less.' });
    expect(untilAge(100)).toEqual({});
  });

  it('checks only the chosen mode’s field', () => {
    expect(validateSpendMyKiwiSaver(fields({ mode: 'untilAge', amount: '' }))).toEqual({});
    expect(validateSpendMyKiwiSaver(fields({ mode: 'howLong', toAge: '' }))).toEqual({});
  });

  it('needs an FMA fund type and weekly or monthly', () => {
    expect(validateSpendMyKiwiSaver(fields({ fundType: 'Racy' }))).toEqual({ fundType: 'Choose a fund type.' });
    expect(validateSpendMyKiwiSaver(fields({ frequency: 'daily' }))).toEqual({ frequency: 'Choose weekly or monthly.' });
  });
});
