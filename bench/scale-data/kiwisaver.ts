import type { Rng } from '../../apps/server/src/db/seed/prng.js';
import type { Ledger, LedgerContext } from './ledger.js';
import type { AccountPlan } from './world.js';
import { DOLLARS, eachMonth, exitTax, fundName, invest, lists, moveWeight, pendingAtEnd, withdrawProRata, yearlyTax, type Weights } from './account-months.js';

/**
 * A KiwiSaver account: a transfer in or an initial contribution; for the employed, employee and
 * employer contributions every month; the government contribution each July (half the member's
 * contributions, up to $521.43); a member fee each quarter; PIE tax at 31 March; now and then a
 * switch of a whole fund or a first-home withdrawal; a transfer out when it closes.
 */
export function kiwiSaver(plan: AccountPlan, ctx: LedgerContext, rng: Rng, ledger: Ledger): void {
  const { ks } = lists(ctx);
  const popular = [3, 3, 3, 4, 4, 4, 1, 1, 2, 2, 5, 0, 6, 7].map((i) => ks[i] as number);
  const weights: Weights = new Map();
  const first = rng.pick(popular);
  weights.set(first, 100);
  if (rng.chance(0.15)) {
    const second = rng.pick(ks.filter((f) => f !== first));
    weights.set(first, 60);
    weights.set(second, 40);
  }
  if (rng.chance(0.35))
    invest(ledger, plan.signupDay, rng.int(2, 60) * 1000 * DOLLARS, weights, 'TransferIn', 'Transfer from another KiwiSaver scheme', 'Transfers from other providers');
  else invest(ledger, plan.signupDay, rng.int(2, 20) * 100 * DOLLARS, weights, 'Contribution', 'Initial contribution', 'Voluntary contributions');

  const employed = rng.chance(0.45);
  const salary = rng.int(45, 150) * 1000;
  const employee = Math.round((salary * rng.pick([0.03, 0.03, 0.04, 0.06, 0.08, 0.1]) * DOLLARS) / 12);
  const employer = Math.round((salary * 0.03 * DOLLARS) / 12);
  const voluntaryEachJune = !employed && rng.chance(0.4);
  let memberThisYear = 0;
  let lastTaxDay = plan.signupDay;

  eachMonth(plan, ctx, rng, {
    contribution: (day, slot) => {
      if (employed) {
        invest(ledger, day, employee, weights, 'Contribution', 'Employee contribution', 'Member contributions');
        invest(ledger, day, employer, weights, 'EmployerContribution', 'Employer contribution', 'Employer contributions');
        memberThisYear += employee;
      }
      if (voluntaryEachJune && slot.month === 6) {
        invest(ledger, day, 104_286, weights, 'Contribution', 'Voluntary contribution', 'Voluntary contributions');
        memberThisYear += 104_286;
      }
      if (slot.month === 7) {
        const government = Math.min(52_143, Math.round(memberThisYear / 2));
        if (government > 0) invest(ledger, day, government, weights, 'GovernmentContribution', 'Government contribution', 'Government contributions');
        memberThisYear = 0;
      }
    },
    mid: (day) => {
      if (rng.chance(0.12 / 12)) {
        const from = rng.pick([...weights.keys()]);
        const to = rng.pick(ks.filter((f) => !weights.has(f)));
        if (ledger.units[from]) {
          ledger.switchValue(from, to, day, ledger.valueOf(from, day) + 1, {
            out: `Switch to ${fundName(ctx, to)}`,
            in: `Switch from ${fundName(ctx, from)}`,
            group: 'Investment switches',
          });
          moveWeight(weights, from, to, true);
        }
      }
      if (rng.chance(0.015 / 12)) {
        const total = ledger.total(day);
        if (total > 1_000_000) withdrawProRata(ledger, day, total - 100_000, 'First home withdrawal', 'First home withdrawals');
      }
    },
    monthEnd: (day, slot) => {
      if (slot.month % 3 === 0 && ledger.total(day) > 3_000) {
        ledger.cancelValue(ledger.largest(day), day, 'Fee', 750, 'Member fee', 'Fees');
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
      ledger.cancelAll(fund, plan.closeDay, 'TransferOut', 'Transfer to another KiwiSaver scheme', 'Transfers to other providers', -1, tax);
    }
  } else pendingAtEnd(ledger, ctx, rng, weights, 'Voluntary contributions');
}
