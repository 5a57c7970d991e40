import type { AgeInYearsAndMonths, SpendMyKiwiSaverResult } from '@tasman/domain/kiwisaver/spend-my-kiwisaver';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** '12 years and 3 months', '11 months', '4 years'. */
export function yearsAndMonthsText({ years, months }: AgeInYearsAndMonths): string {
  if (years === 0) return plural(months, 'month');
  if (months === 0) return plural(years, 'year');
  return `${plural(years, 'year')} and ${plural(months, 'month')}`;
}

/** 'age 80', 'age 80 and 4 months'. */
export function ageText({ years, months }: AgeInYearsAndMonths): string {
  return months === 0 ? `age ${years}` : `age ${years} and ${plural(months, 'month')}`;
}

/**
 * The result as one sentence, in the member's words: how long the withdrawal lasts (or that it lasts
 * beyond the horizon age), or the amount that lasts to the chosen age. Amounts are in today's dollars.
 */
export function spendResultText(result: SpendMyKiwiSaverResult, money: (amount: number) => string): string {
  const period = result.frequency === 'weekly' ? 'a week' : 'a month';
  const each = result.frequency === 'weekly' ? 'week' : 'month';
  if (result.toAge !== null) {
    return `You could withdraw ${money(result.amount)} ${period} until ${ageText({ years: result.toAge, months: 0 })}.`;
  }
  const withdrawing = `Withdrawing ${money(result.amount)} ${period}`;
  if (result.lasts === null) {
    return `${withdrawing} lasts beyond age ${result.horizonAge}: the fund's returns keep the balance going.`;
  }
  if (result.lasts.withdrawals === 0) {
    return `Your balance does not cover one withdrawal of ${money(result.amount)}: it would pay ${money(result.finalWithdrawal)} once.`;
  }
  const last = result.finalWithdrawal > 0.005 ? `, then a last withdrawal of ${money(result.finalWithdrawal)} the ${each} after` : '';
  if (result.lasts.duration.years === 0 && result.lasts.duration.months === 0) {
    return `${withdrawing} lasts less than a month (${plural(result.lasts.withdrawals, 'withdrawal')})${last}.`;
  }
  return `${withdrawing} lasts ${yearsAndMonthsText(result.lasts.duration)}, until ${ageText(result.lasts.untilAge)}${last}.`;
}
