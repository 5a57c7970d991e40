import type { standingOrders } from '../schema/transactions.js';
import { regularAmountOn, regularDates, type AccountPlan, type RegularPlan } from './account-plan.js';
import { addDays, type IsoDate } from './calendar.js';
import { fixed } from './money.js';

/** Recurring contributions and withdrawals as the Account Profiles tab lists them (spec 002 §2.4). */
export function buildStandingOrders(
  plans: readonly AccountPlan[],
  today: IsoDate,
): Array<typeof standingOrders.$inferInsert> {
  const rows: Array<typeof standingOrders.$inferInsert> = [];
  for (const plan of plans) {
    const add = (regular: RegularPlan, orderType: 'Contribution' | 'Withdrawal') => {
      const ended = plan.closedDate ?? (regular.until && regular.until < today ? regular.until : null);
      const next = ended
        ? null
        : (regularDates(regular, plan.signupDate, addDays(today, 45), plan.channel).find((d) => d > today) ?? null);
      rows.push({
        accountId: plan.id,
        securityId: null,
        orderType,
        amount: fixed(regularAmountOn(regular, plan.signupDate, ended ?? today), 2),
        frequency: regular.frequency,
        startDate: regular.from ?? plan.signupDate,
        endDate: ended,
        nextDate: next,
        paymentMethod: orderType === 'Contribution' ? 'Direct debit' : 'Direct credit',
        bankAccountNumber: plan.bankAccountNumber,
        status: ended ? 'Cancelled' : 'Active',
      });
    };
    if (plan.regular) add(plan.regular, 'Contribution');
    if (plan.regularWithdrawal) add(plan.regularWithdrawal, 'Withdrawal');
  }
  return rows;
}
