import type { Rng } from '../../apps/server/src/db/seed/prng.js';
import type { Ledger, LedgerContext } from './ledger.js';
import type { AccountPlan } from './world.js';
import { DOLLARS, eachMonth, exitTax, fundName, lists, pendingAtEnd, pickDistinct, yearlyTax, type Weights } from './account-months.js';
import { splitCents } from './ledger.js';

/**
 * A wealth-management (PW) portfolio: deposits land in the cash account and buy its four to eight
 * funds (keeping 2% as Cash at Bank); quarterly interest and ongoing fee in cash, funded by sales
 * when the cash runs short; withdrawals and regular income; PIE tax at 31 March; rebalancing by
 * switches in March and September; everything sold and paid out when it closes.
 */
export function wealthPortfolio(plan: AccountPlan, ctx: LedgerContext, rng: Rng, ledger: Ledger): void {
  const { wealth } = lists(ctx);
  const cashRows = ctx.cash;
  const activity = (text: string) => ctx.strings.id(text);
  const weights: Weights = new Map();
  for (const fund of pickDistinct(rng, wealth, rng.int(4, 8))) weights.set(fund, rng.int(1, 4) * 5);
  const feeRate = rng.pick([0.008, 0.01, 0.012]);
  const incomePerMonth = rng.chance(0.1) ? rng.int(10, 50) * 100 * DOLLARS : 0;
  let cash = 0;
  let lastTaxDay = plan.signupDay;

  const credit = (day: number, what: string, cents: number, fund = -1, row = -1) => {
    if (cents <= 0) return;
    cash += cents;
    cashRows.push(plan.index, day, activity(what), true, cents, fund, row);
  };
  const debit = (day: number, what: string, cents: number, fund = -1, row = -1) => {
    const amount = Math.min(cents, cash);
    if (amount <= 0) return;
    cash -= amount;
    cashRows.push(plan.index, day, activity(what), false, amount, fund, row);
  };
  const investSurplus = (day: number) => {
    const surplus = cash - Math.round((ledger.total(day) + cash) * 0.02);
    if (surplus < 50_000) return;
    const funds = [...weights.keys()];
    splitCents(surplus, [...weights.values()]).forEach((share, i) => {
      const fund = funds[i] as number;
      const row = ledger.issue(fund, day, 'Purchase', share, `Purchase - ${fundName(ctx, fund)}`, 'Purchases');
      if (row >= 0) debit(day, 'Purchase', ledger.rowValue(row), fund, row);
    });
  };
  const raiseCash = (day: number, wanted: number) => {
    for (let i = 0; i < 10 && cash < wanted; i++) {
      const fund = ledger.largest(day);
      if (fund < 0) return;
      const amount = Math.min(wanted - cash + 10_000, ledger.valueOf(fund, day));
      const row = ledger.cancelValue(fund, day, 'Sale', amount, `Sale - ${fundName(ctx, fund)}`, 'Sales');
      if (row < 0) return;
      credit(day, 'Sale', -ledger.rowValue(row), fund, row);
    }
  };
  const deposit = (day: number, cents: number) => {
    credit(day, 'Deposit', cents);
    investSurplus(day);
  };
  const rebalance = (day: number) => {
    const total = ledger.total(day);
    if (total <= 0) return;
    const weightSum = [...weights.values()].reduce((sum, w) => sum + w, 0);
    const gaps = [...new Set([...ledger.held(), ...weights.keys()])].map((fund) => ({
      fund,
      gap: ledger.valueOf(fund, day) - Math.round((total * (weights.get(fund) ?? 0)) / weightSum),
    }));
    const threshold = total * 0.01;
    const overs = gaps.filter((g) => g.gap > threshold).sort((a, b) => b.gap - a.gap);
    const unders = gaps.filter((g) => g.gap < -threshold).sort((a, b) => a.gap - b.gap);
    for (const over of overs) {
      for (const under of unders) {
        if (over.gap < threshold || -under.gap < threshold) continue;
        const moved = ledger.switchValue(over.fund, under.fund, day, Math.round(Math.min(over.gap, -under.gap)), {
          out: `Rebalance to ${fundName(ctx, under.fund)}`,
          in: `Rebalance from ${fundName(ctx, over.fund)}`,
          group: 'Rebalancing',
        });
        over.gap -= moved;
        under.gap += moved;
      }
    }
  };

  deposit(plan.signupDay, rng.int(50, 1000) * 1000 * DOLLARS);
  eachMonth(plan, ctx, rng, {
    contribution: (day) => {
      if (rng.chance(0.4 / 12)) deposit(day, rng.int(20, 200) * 1000 * DOLLARS);
      if (incomePerMonth > 0) {
        raiseCash(day, incomePerMonth);
        debit(day, 'Withdrawal', incomePerMonth);
      }
    },
    mid: (day) => {
      if (rng.chance(0.2 / 12)) {
        const amount = Math.round((ledger.total(day) * rng.between(0.05, 0.15)) / 10_000) * 10_000;
        raiseCash(day, amount);
        debit(day, 'Withdrawal', amount);
      }
    },
    monthEnd: (day, slot) => {
      if (slot.month % 3 === 0) {
        credit(day, 'Interest', Math.round((cash * 0.02) / 4));
        const fee = Math.round(((ledger.total(day) + cash) * feeRate) / 4);
        raiseCash(day, fee);
        debit(day, 'Ongoing Fee', fee);
      }
      if (slot.month === 3) {
        yearlyTax(ledger, day, lastTaxDay, plan.pir, slot.year);
        lastTaxDay = day;
      }
      if (slot.month === 3 || slot.month === 9) rebalance(day);
    },
  });

  if (plan.closeDay >= 0) {
    for (const fund of ledger.held()) {
      const tax = exitTax(ledger, fund, plan.closeDay, lastTaxDay, plan.pir);
      const row = ledger.cancelAll(fund, plan.closeDay, 'Sale', `Sale - ${fundName(ctx, fund)}`, 'Sales', -1, tax);
      if (row >= 0) credit(plan.closeDay, 'Sale', -ledger.rowValue(row) - (ctx.transactions.tax[row] as number), fund, row);
    }
    debit(plan.closeDay, 'Withdrawal', cash);
  } else pendingAtEnd(ledger, ctx, rng, weights, 'Deposits');
}
