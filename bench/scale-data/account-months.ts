import type { Rng } from '../../apps/server/src/db/seed/prng.js';
import type { MonthSlot } from './calendar.js';
import type { BenchFund } from './funds.js';
import { splitCents, type Ledger, type LedgerContext } from './ledger.js';
import type { TxType } from './store.js';
import type { AccountPlan } from './world.js';

/** What the three product simulations share: the month loop, flows split by weight, PIE tax. */

export type Weights = Map<number, number>;

export interface Hooks {
  /** First business day on or after the 15th. */
  contribution?: (day: number, slot: MonthSlot) => void;
  /** A random business day between the contribution day and the month end. */
  mid?: (day: number, slot: MonthSlot) => void;
  /** Last business day of the month. */
  monthEnd?: (day: number, slot: MonthSlot) => void;
}

export const DOLLARS = 100;

export function fundName(ctx: LedgerContext, fund: number): string {
  return (ctx.funds[fund] as BenchFund).name;
}

const fundLists = new WeakMap<LedgerContext, { ks: number[]; retail: number[]; wealth: number[] }>();
export function lists(ctx: LedgerContext) {
  let found = fundLists.get(ctx);
  if (!found) {
    const nonCash = ctx.funds.filter((f) => !f.isCash);
    found = {
      ks: ctx.funds.filter((f) => f.productCodes.includes('KS')).map((f) => f.index),
      retail: nonCash.filter((f) => f.productCodes.includes('UT')).map((f) => f.index),
      wealth: nonCash.filter((f) => f.productCodes.includes('PW')).map((f) => f.index),
    };
    fundLists.set(ctx, found);
  }
  return found;
}

export function pickDistinct(rng: Rng, from: readonly number[], count: number): number[] {
  const pool = [...from];
  const picked: number[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as number);
  return picked;
}

export function invest(ledger: Ledger, day: number, cents: number, weights: Weights, type: TxType, description: string, group: string): void {
  const funds = [...weights.keys()];
  splitCents(cents, [...weights.values()]).forEach((share, i) => ledger.issue(funds[i] as number, day, type, share, description, group));
}

export function withdrawProRata(ledger: Ledger, day: number, cents: number, description: string, group: string): void {
  const total = ledger.total(day);
  if (total <= 0) return;
  for (const fund of ledger.held()) {
    const share = Math.round((cents * ledger.valueOf(fund, day)) / total);
    ledger.cancelValue(fund, day, 'Withdrawal', share, description, group);
  }
}

/** PIE tax on each fund's price gain since the last tax day: a Tax row, or a TaxRebate after a loss. */
export function yearlyTax(ledger: Ledger, day: number, since: number, pir: number, year: number): void {
  if (pir <= 0) return;
  for (const fund of ledger.held()) {
    const gain = ((ledger.units[fund] as number) * (ledger.price(fund, day) - ledger.price(fund, since))) / 1e6;
    const tax = Math.round(gain * pir);
    if (tax >= 1) ledger.cancelValue(fund, day, 'Tax', tax, `PIE tax for the year to 31 March ${year}`, 'PIE tax');
    else if (tax <= -1) ledger.issue(fund, day, 'TaxRebate', -tax, `PIE tax rebate for the year to 31 March ${year}`, 'PIE tax');
  }
}

/** PIE tax withheld on a full withdrawal: the rate on the gain since the last tax day. */
export function exitTax(ledger: Ledger, fund: number, day: number, since: number, pir: number): number {
  const gain = ((ledger.units[fund] as number) * (ledger.price(fund, day) - ledger.price(fund, since))) / 1e6;
  return gain > 0 ? Math.round(gain * pir) : 0;
}

export function eachMonth(plan: AccountPlan, ctx: LedgerContext, rng: Rng, hooks: Hooks): void {
  const { months, monthOf, days } = ctx.calendar;
  const stop = plan.closeDay >= 0 ? plan.closeDay : days.length;
  for (let m = monthOf[plan.signupDay] as number; m < months.length; m++) {
    const slot = months[m] as MonthSlot;
    const c = slot.contribution;
    if (c > plan.signupDay && c < stop) hooks.contribution?.(c, slot);
    if (c >= 0 && slot.end - 1 > c) {
      const mid = rng.int(c + 1, slot.end - 1);
      if (mid > plan.signupDay && mid < stop) hooks.mid?.(mid, slot);
    }
    if (slot.end > plan.signupDay && slot.end < stop) hooks.monthEnd?.(slot.end, slot);
    if (slot.end >= stop) break;
  }
}

export function pendingAtEnd(ledger: Ledger, ctx: LedgerContext, rng: Rng, weights: Weights, group: string): void {
  const fund = [...weights.keys()][0];
  if (fund === undefined || !rng.chance(0.01)) return;
  ledger.pending(fund, ctx.calendar.days.length - 1, 'Contribution', rng.int(1, 20) * 100 * DOLLARS, 'Lump sum contribution', group);
}

export function moveWeight(weights: Weights, from: number, to: number, all: boolean): void {
  const weight = weights.get(from) ?? 0;
  const moved = all ? weight : weight / 2;
  weights.set(to, (weights.get(to) ?? 0) + moved);
  if (weight - moved <= 0) weights.delete(from);
  else weights.set(from, weight - moved);
}
