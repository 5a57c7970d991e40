import { spendMyKiwiSaver } from '@tasman/domain/kiwisaver/spend-my-kiwisaver';
import { describe, expect, it } from 'vitest';
import { ageText, spendResultText, yearsAndMonthsText } from './spend-result-text';

const money = (amount: number) => `$${amount.toFixed(2)}`;
const at65 = (amount: number, balance = 100_000) =>
  spendMyKiwiSaver({
    today: '2026-11-25',
    dateOfBirth: '1961-11-25',
    balance,
    fundType: 'Balanced',
    frequency: 'weekly',
    plan: { kind: 'howLong', amount },
  });

describe('the result sentence', () => {
  it('writes durations and ages in words', () => {
    expect(yearsAndMonthsText({ years: 12, months: 3 })).toBe('12 years and 3 months');
    expect(yearsAndMonthsText({ years: 1, months: 0 })).toBe('1 year');
    expect(yearsAndMonthsText({ years: 0, months: 1 })).toBe('1 month');
    expect(ageText({ years: 80, months: 0 })).toBe('age 80');
    expect(ageText({ years: 80, months: 4 })).toBe('age 80 and 4 months');
  });

  it('says a withdrawal the returns cover lasts beyond age 100', () => {
    // $100,000 at the Balanced real return (1.035 / 1.02 − 1 = 1.47% a year) earns about $28 a week.
    expect(spendResultText(at65(20), money)).toBe("Withdrawing $20.00 a week lasts beyond age 100: the fund's returns keep the balance going.");
  });

  it('says when the balance does not cover one withdrawal', () => {
    expect(spendResultText(at65(900, 500), money)).toMatch(/^Your balance does not cover one withdrawal of \$900\.00: it would pay \$500\.\d\d once\.$/);
  });

  it('says less than a month for a few weeks', () => {
    // $1,000 at $400 a week: two full weeks, then about $200.
    expect(spendResultText(at65(400, 1000), money)).toMatch(/^Withdrawing \$400\.00 a week lasts less than a month \(2 withdrawals\), then a last withdrawal of \$200\.\d\d the week after\.$/);
  });
});
