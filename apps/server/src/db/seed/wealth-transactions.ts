import type Decimal from 'decimal.js';
import {
  addMonths,
  businessDayOnOrAfter,
  businessDayOnOrBefore,
  businessDays,
  isoDate,
  monthEndBusinessDays,
  parts,
  type IsoDate,
} from './calendar.js';
import type { AccountPlan } from './account-plan.js';
import { CashAccount } from './cash-account.js';
import { fundByCode } from './fund-catalogue.js';
import { distributionsByDate } from './market-data.js';
import { MODEL_PORTFOLIOS, modelOn } from './model-portfolios.js';
import { Money, cents } from './money.js';
import { PieTaxAccrual } from './pie-tax.js';
import { UnitLedger, type LedgerContext } from './unit-ledger.js';

/** Interest on the cash account, a year. */
const CASH_INTEREST_RATE = 0.02;
const BROKERAGE_RATE = new Money('0.003');
const MINIMUM_BROKERAGE = new Money(30);
/** Rebalance a fund when it is this far (in percentage points of the portfolio) from its target. */
const REBALANCE_TOLERANCE = 1;

interface Target {
  cashAtBank: number;
  /** Percent of the portfolio per security. */
  weights: Map<string, number>;
}

/**
 * A wealth-management (PW) portfolio: deposits land in the cash account and buy funds (and, outside
 * DIMS, listed shares); distributions and interest come back to cash; the ongoing fee is paid from
 * cash monthly; the portfolio is rebalanced to its model (DIMS: the strategy in force) by switches.
 */
export function generateWealthTransactions(
  plan: AccountPlan,
  ctx: LedgerContext,
  historyStart: IsoDate,
): { ledger: UnitLedger; cash: CashAccount } {
  const wealth = plan.wealth;
  if (!wealth) throw new Error(`${plan.key} has no wealth plan`);
  const ledger = new UnitLedger(ctx, plan.id, plan.channel);
  const cash = new CashAccount(plan.id, plan.channel, ctx.ids, ctx.securityIds);
  const end = plan.closedDate ?? ctx.today;
  const pie = new PieTaxAccrual(new Money(plan.pir ?? '0'));
  const model = plan.strategyCode ? MODEL_PORTFOLIOS.find((m) => m.code === plan.strategyCode) : undefined;
  if (plan.isDims && !model) throw new Error(`${plan.key}: DIMS account without a known strategy`);

  const targetOn = (day: IsoDate): Target => {
    if (model) {
      const version = modelOn(model, day, historyStart, ctx.today);
      return { cashAtBank: version.cashAtBank, weights: new Map(Object.entries(version.funds)) };
    }
    const weights = new Map<string, number>();
    for (const f of [...plan.funds, ...wealth.directShares]) weights.set(f.code, f.weight);
    return { cashAtBank: 2, weights };
  };
  const isDirect = (code: string) => fundByCode(code).securityType === 'Direct';
  const portfolioValue = (day: IsoDate) => ledger.totalValue(day).plus(cash.balance);

  const buy = (day: IsoDate, code: string, amount: Decimal) => {
    if (isDirect(code)) {
      const price = ledger.price(code, day);
      const brokerage = Money.max(MINIMUM_BROKERAGE, cents(amount.times(BROKERAGE_RATE)));
      const shares = amount.minus(brokerage).dividedBy(price).floor().toNumber();
      const row = ledger.issueWholeUnits(code, day, 'Purchase', shares, `Purchase - ${fundByCode(code).name}`, {
        groupLabel: 'Purchases',
      });
      if (!row) return;
      cash.debit(day, 'Purchase', new Money(row.value), { code, transactionId: row.id as string });
      cash.debit(day, 'Brokerage', brokerage, { code });
      return;
    }
    const row = ledger.issue(code, day, 'Purchase', amount, `Purchase - ${fundByCode(code).name}`, {
      groupLabel: 'Purchases',
    });
    if (row) cash.debit(day, 'Purchase', new Money(row.value), { code, transactionId: row.id as string });
  };

  const sell = (day: IsoDate, code: string, amount: Decimal) => {
    if (isDirect(code)) {
      const price = ledger.price(code, day);
      const row = ledger.cancelUnits(
        code,
        day,
        'Sale',
        amount.dividedBy(price).ceil(),
        `Sale - ${fundByCode(code).name}`,
        { groupLabel: 'Sales' },
      );
      if (!row) return;
      const proceeds = new Money(row.value).negated();
      cash.credit(day, 'Sale', proceeds, { code, transactionId: row.id as string });
      cash.debit(
        day,
        'Brokerage',
        Money.min(proceeds, Money.max(MINIMUM_BROKERAGE, cents(proceeds.times(BROKERAGE_RATE)))),
        { code },
      );
      return;
    }
    const row = ledger.cancelValue(code, day, 'Sale', amount, `Sale - ${fundByCode(code).name}`, {
      groupLabel: 'Sales',
    });
    if (row) cash.credit(day, 'Sale', new Money(row.value).negated(), { code, transactionId: row.id as string });
  };

  /** Invests cash above the Cash at Bank target, in proportion to the target weights. */
  const investSurplus = (day: IsoDate) => {
    const target = targetOn(day);
    const surplus = cash.balance.minus(portfolioValue(day).times(target.cashAtBank).dividedBy(100));
    if (surplus.lessThan(500)) return;
    const totalWeight = [...target.weights.values()].reduce((s, w) => s + w, 0);
    for (const [code, weight] of target.weights) buy(day, code, cents(surplus.times(weight).dividedBy(totalWeight)));
  };

  /** Sells the most overweight holdings until the cash account holds at least `wanted`. */
  const raiseCash = (day: IsoDate, wanted: Decimal) => {
    const target = targetOn(day);
    const total = portfolioValue(day);
    let shortfall = wanted.minus(cash.balance);
    if (shortfall.lessThanOrEqualTo(0)) return;
    const ranked = ledger
      .heldCodes()
      .map((code) => ({
        code,
        excess: ledger.valueOf(code, day).minus(total.times(target.weights.get(code) ?? 0).dividedBy(100)),
      }))
      .sort((a, b) => b.excess.comparedTo(a.excess));
    for (const { code } of ranked) {
      if (shortfall.lessThanOrEqualTo(0)) break;
      const before = cash.balance;
      sell(day, code, Money.min(shortfall.plus(50), ledger.valueOf(code, day)));
      shortfall = shortfall.minus(cash.balance.minus(before));
    }
  };

  const rebalance = (day: IsoDate) => {
    const target = targetOn(day);
    const total = portfolioValue(day);
    if (total.lessThanOrEqualTo(0)) return;
    const gaps: Array<{ code: string; gap: Decimal }> = [];
    const codes = new Set([...ledger.heldCodes(), ...target.weights.keys()].filter((c) => !isDirect(c)));
    for (const code of codes) {
      const gap = ledger.valueOf(code, day).minus(total.times(target.weights.get(code) ?? 0).dividedBy(100));
      if (
        gap.abs().greaterThan(total.times(REBALANCE_TOLERANCE).dividedBy(100)) ||
        (!target.weights.has(code) && gap.greaterThan(0))
      ) {
        gaps.push({ code, gap });
      }
    }
    const overs = gaps.filter((g) => g.gap.greaterThan(0)).sort((a, b) => b.gap.comparedTo(a.gap));
    const unders = gaps.filter((g) => g.gap.lessThan(0)).sort((a, b) => a.gap.comparedTo(b.gap));
    for (const over of overs) {
      for (const under of unders) {
        if (over.gap.lessThan(100) || under.gap.greaterThan(-100)) continue;
        const value = cents(Money.min(over.gap, under.gap.negated()));
        const moved = ledger.switchValue(over.code, under.code, day, value, {
          out: `Rebalance to ${fundByCode(under.code).name}`,
          in: `Rebalance from ${fundByCode(over.code).name}`,
          group: 'Rebalancing',
        });
        over.gap = over.gap.minus(moved);
        under.gap = under.gap.plus(moved);
      }
      // A fund the model no longer holds leaves entirely.
      if (!target.weights.has(over.code) && ledger.held(over.code).greaterThan(0))
        sell(day, over.code, ledger.valueOf(over.code, day).plus(1));
    }
    investSurplus(day);
    // Cash may drift below its target between rebalances, but not below half of it.
    raiseCash(day, total.times(target.cashAtBank).dividedBy(200));
  };

  const candidates = [...plan.funds.map((f) => f.code), ...wealth.directShares.map((d) => d.code)];
  if (model) for (const version of model.versions) candidates.push(...Object.keys(version.funds));
  const distributions = distributionsByDate(ctx.market, candidates);
  const onAnniversary = (afterYears: number) =>
    businessDayOnOrAfter(addMonths(plan.signupDate, Math.round(afterYears * 12)), plan.channel);
  const topUps = new Map(wealth.topUps.map((t) => [onAnniversary(t.afterYears), t.amount]));
  const withdrawals = new Map(wealth.withdrawals.map((w) => [onAnniversary(w.afterYears), w.amount]));
  const monthEnds = new Set(monthEndBusinessDays(plan.signupDate, end, plan.channel));

  for (const day of businessDays(plan.signupDate, end, plan.channel)) {
    const { year, month } = parts(day);
    if (day === plan.signupDate) {
      cash.credit(day, 'Deposit', new Money(plan.initial.amount));
      investSurplus(day);
    }
    const topUp = topUps.get(day);
    if (topUp) {
      cash.credit(day, 'Deposit', new Money(topUp));
      investSurplus(day);
    }
    const withdrawal = withdrawals.get(day);
    if (withdrawal) {
      const amount = Money.min(new Money(withdrawal), portfolioValue(day).times(0.5));
      raiseCash(day, amount);
      cash.debit(day, 'Withdrawal', Money.min(amount, cash.balance));
    }
    for (const { code, distribution } of distributions.get(day) ?? []) {
      const units = ledger.held(code);
      if (units.lessThanOrEqualTo(0)) continue;
      const amount = cents(units.times(distribution.perUnit));
      if (amount.lessThan('0.01')) continue;
      const label = fundByCode(code).distribution?.label ?? 'Distribution';
      const row = ledger.note(
        code,
        day,
        'Distribution',
        amount,
        `${label} of ${distribution.centsPerUnit} cents per unit paid to cash`,
        { groupLabel: 'Distributions' },
      );
      cash.credit(day, label, amount, { code, transactionId: row.id as string });
    }
    pie.accrue(ledger, day);
    if (monthEnds.has(day) && day !== plan.signupDate) {
      const interest = cents(cash.balance.times(CASH_INTEREST_RATE).dividedBy(12));
      if (interest.greaterThanOrEqualTo('0.01')) cash.credit(day, 'Interest', interest);
      const fee = cents(portfolioValue(day).times(wealth.feeRate).dividedBy(12));
      const income = new Money(wealth.incomePerMonth);
      raiseCash(day, fee.plus(income));
      cash.debit(day, 'Ongoing Fee', Money.min(fee, cash.balance));
      if (income.greaterThan(0)) cash.debit(day, 'Withdrawal', Money.min(income, cash.balance));
      if (wealth.rebalanceMonths.includes(month)) rebalance(day);
    }
    if (day === businessDayOnOrBefore(isoDate(year, 3, 31), plan.channel)) pie.payYearlyTax(ledger, day, year);
  }
  return { ledger, cash };
}
