import type { Rng } from '../../apps/server/src/db/seed/prng.js';
import type { Ledger, LedgerContext } from './ledger.js';
import type { AccountPlan } from './world.js';
import { DOLLARS, eachMonth, exitTax, fundName, invest, lists, moveWeight, pendingAtEnd, pickDistinct, withdrawProRata, yearlyTax, type Weights } from './account-months.js';

/**
 * An Investment Funds (UT) account: an initial investment in one to four funds (the bench
 * client's: 20), regular and lump-sum contributions, switches of part or all of a fund, partial
 * and regular withdrawals, a quarterly administration fee per fund, PIE tax at 31 March, and a
 * full withdrawal when it closes.
 */
export function investmentFunds(plan: AccountPlan, ctx: LedgerContext, rng: Rng, ledger: Ledger): void {
  const { retail } = lists(ctx);
  const twenty = plan.twentyFunds;
  const weights: Weights = new Map();
  for (const fund of twenty ? retail.slice(0, 20) : pickDistinct(rng, retail, rng.pick([1, 1, 2, 2, 3, 4]))) {
    weights.set(fund, twenty ? 5 : rng.int(1, 5) * 10);
  }
  invest(ledger, plan.signupDay, (twenty ? 20_000 : rng.int(10, 1000) * 100) * DOLLARS, weights, 'Contribution', 'Initial investment', 'Initial investment');

  const regular = twenty ? 2_000 * DOLLARS : rng.chance(0.3) ? rng.int(5, 100) * 10 * DOLLARS : 0;
  const lumpSumsPerYear = twenty ? 1 : 0.4;
  const withdrawalsPerYear = twenty ? 0.5 : 0.25;
  const switchesPerYear = twenty ? 2 : 0.15;
  const regularWithdrawal = !twenty && rng.chance(0.05) ? rng.int(20, 100) * 10 * DOLLARS : 0;
  let lastTaxDay = plan.signupDay;

  eachMonth(plan, ctx, rng, {
    contribution: (day) => {
      if (regular > 0) invest(ledger, day, regular, weights, 'Contribution', 'Regular contribution (direct debit)', 'Regular contributions');
      if (rng.chance(lumpSumsPerYear / 12)) {
        const amount = rng.pick([1000, 2000, 2500, 5000, 5000, 10_000, 15_000, 20_000]) * DOLLARS;
        invest(ledger, day, amount, weights, 'Contribution', 'Lump sum contribution', 'Lump sum contributions');
      }
      if (regularWithdrawal > 0 && ledger.total(day) > regularWithdrawal * 3)
        withdrawProRata(ledger, day, regularWithdrawal, 'Regular withdrawal', 'Regular withdrawals');
    },
    mid: (day) => {
      if (rng.chance(switchesPerYear / 12)) {
        const held = ledger.held();
        const from = held.length > 0 ? rng.pick(held) : -1;
        // The bench client's account keeps its 20 funds; others may switch into any fund on offer.
        const to = rng.pick((twenty ? [...weights.keys()] : retail).filter((f) => f !== from));
        if (from >= 0) {
          const fraction = rng.pick(twenty ? [0.25, 0.5] : [0.25, 0.5, 1]);
          const value = fraction === 1 ? ledger.valueOf(from, day) + 1 : Math.round(ledger.valueOf(from, day) * fraction);
          ledger.switchValue(from, to, day, value, {
            out: `Switch to ${fundName(ctx, to)}`,
            in: `Switch from ${fundName(ctx, from)}`,
            group: 'Investment switches',
          });
          if (weights.has(from)) moveWeight(weights, from, to, fraction === 1);
        }
      }
      if (rng.chance(withdrawalsPerYear / 12)) {
        const total = ledger.total(day);
        if (total > 300_000) {
          const amount = Math.max(50_000, Math.round((total * rng.between(0.05, 0.2)) / 10_000) * 10_000);
          withdrawProRata(ledger, day, amount, 'Withdrawal', 'Partial withdrawals');
        }
      }
    },
    monthEnd: (day, slot) => {
      if (slot.month % 3 === 0) {
        for (const fund of ledger.held()) {
          const fee = Math.round(ledger.valueOf(fund, day) * 0.0005);
          if (fee >= 1) ledger.cancelValue(fund, day, 'Fee', fee, 'Administration fee', 'Fees');
        }
      }
      if (slot.month === 3) {
        yearlyTax(ledger, day, lastTaxDay, plan.pir, slot.year);
        lastTaxDay = day;
      }
    },
  });

  if (plan.closeDay >= 0) {
    for (const fund of ledger.held()) {
      const tax = exitTax(ledger, fund, plan.closeDay, lastTaxDay, plan.pir);
      ledger.cancelAll(fund, plan.closeDay, 'Withdrawal', 'Full withdrawal', 'Full withdrawal', -1, tax);
    }
  } else pendingAtEnd(ledger, ctx, rng, weights, 'Lump sum contributions');
}
