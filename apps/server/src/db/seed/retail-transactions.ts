import {
  businessDayOnOrAfter,
  businessDayOnOrBefore,
  businessDays,
  isoDate,
  monthEndBusinessDays,
  parts,
  type IsoDate,
} from './calendar.js';
import { regularAmountOn, regularDates, type AccountPlan } from './account-plan.js';
import { fundByCode } from './fund-catalogue.js';
import { KiwiSaverContributions, type Invest, type WithdrawProRata } from './kiwisaver-contributions.js';
import { distributionsByDate } from './market-data.js';
import { Money, ZERO, cents, splitByWeights } from './money.js';
import { PieTaxAccrual } from './pie-tax.js';
import { createRng } from './prng.js';
import { UnitLedger, type LedgerContext } from './unit-ledger.js';

const KS_MEMBER_FEE = new Money('2.50');
/** UT registry fee: 0.02% of the holding each month. */
const UT_REGISTRY_FEE_RATE = new Money('0.0002');

/**
 * Transactions of a KiwiSaver (KS), Investment Funds (UT) or Australian unit trust (UT-AUS)
 * account, day by day from sign-up to today (or closing): contributions, switches, withdrawals,
 * distributions, monthly fees and, for NZ accounts, PIE tax at 31 March.
 */
export function generateRetailTransactions(plan: AccountPlan, ctx: LedgerContext): UnitLedger {
  const rng = createRng(`transactions:${plan.key}`);
  const ledger = new UnitLedger(ctx, plan.id, plan.channel);
  const end = plan.closedDate ?? ctx.today;
  const isKiwiSaver = plan.productType === 'KS';
  const nzPie = plan.channel === 'NZ';
  const pie = new PieTaxAccrual(new Money(plan.pir ?? '0'));
  const weights = new Map(plan.funds.map((f) => [f.code, f.weight]));

  const invest: Invest = (day, amount, type, description, group) => {
    const codes = [...weights.keys()];
    splitByWeights(
      amount,
      codes.map((c) => weights.get(c) ?? 0),
    ).forEach((share, i) => ledger.issue(codes[i] as string, day, type, share, description, { groupLabel: group }));
  };
  const withdrawProRata: WithdrawProRata = (day, amount, description, group) => {
    const total = ledger.totalValue(day);
    if (total.lessThanOrEqualTo(0)) return;
    for (const code of ledger.heldCodes()) {
      const share = cents(amount.times(ledger.valueOf(code, day)).dividedBy(total));
      ledger.cancelValue(code, day, 'Withdrawal', share, description, { groupLabel: group });
    }
  };

  const regular = new Set(plan.regular ? regularDates(plan.regular, plan.signupDate, end, plan.channel) : []);
  const regularOut = new Set(
    plan.regularWithdrawal ? regularDates(plan.regularWithdrawal, plan.signupDate, end, plan.channel) : [],
  );
  const monthEnds = new Set(monthEndBusinessDays(plan.signupDate, end, plan.channel));
  const switches = new Map(plan.switches.map((s) => [businessDayOnOrAfter(s.date, plan.channel), s]));
  const distributions = distributionsByDate(ctx.market, [
    ...plan.funds.map((f) => f.code),
    ...plan.switches.map((s) => s.to),
  ]);

  const kiwiSaver = plan.kiwiSaver
    ? new KiwiSaverContributions(plan, plan.kiwiSaver, ledger, invest, withdrawProRata)
    : null;

  for (const day of businessDays(plan.signupDate, end, plan.channel)) {
    const { year } = parts(day);

    if (day === plan.signupDate) {
      const amount = new Money(plan.initial.amount);
      if (plan.initial.kind === 'TransferIn') {
        invest(
          day,
          amount,
          'TransferIn',
          isKiwiSaver ? 'Transfer from another KiwiSaver scheme' : 'Transfer in',
          'Transfers from other providers',
        );
      } else {
        invest(
          day,
          amount,
          'Contribution',
          'Initial investment',
          isKiwiSaver ? 'Voluntary contributions' : 'Initial investment',
        );
        kiwiSaver?.recordMember(day, amount);
      }
    }

    if (regular.has(day) && plan.regular) {
      const amount = new Money(regularAmountOn(plan.regular, plan.signupDate, day));
      invest(
        day,
        amount,
        'Contribution',
        isKiwiSaver ? 'Voluntary contribution (direct debit)' : 'Regular contribution (direct debit)',
        isKiwiSaver ? 'Voluntary contributions' : 'Regular contributions',
      );
      kiwiSaver?.recordMember(day, amount);
    }

    kiwiSaver?.onDay(day);

    if (plan.lumpSumsPerYear > 0 && day !== plan.signupDate && rng.chance(plan.lumpSumsPerYear / 252)) {
      const amount = new Money(rng.pick([1000, 2000, 2500, 5000, 5000, 10000, 15000, 20000]));
      invest(
        day,
        amount,
        'Contribution',
        'Lump sum contribution',
        isKiwiSaver ? 'Voluntary contributions' : 'Lump sum contributions',
      );
      kiwiSaver?.recordMember(day, amount);
    }

    const switchPlan = switches.get(day);
    if (switchPlan && ledger.held(switchPlan.from).greaterThan(0)) {
      const value = cents(ledger.valueOf(switchPlan.from, day).times(switchPlan.fraction));
      const fromName = fundByCode(switchPlan.from).name;
      const toName = fundByCode(switchPlan.to).name;
      const moved = ledger.switchValue(
        switchPlan.from,
        switchPlan.to,
        day,
        switchPlan.fraction >= 0.999 ? value.plus(1) : value,
        {
          out: `Switch to ${toName}`,
          in: `Switch from ${fromName}`,
          group: 'Investment switches',
        },
      );
      if (moved.greaterThan(0)) {
        const fromWeight = weights.get(switchPlan.from) ?? 0;
        const movedWeight = switchPlan.fraction >= 0.999 ? fromWeight : fromWeight / 2;
        weights.set(switchPlan.to, (weights.get(switchPlan.to) ?? 0) + movedWeight);
        if (fromWeight - movedWeight <= 0) weights.delete(switchPlan.from);
        else weights.set(switchPlan.from, fromWeight - movedWeight);
      }
    }

    if (plan.withdrawalsPerYear > 0 && day !== plan.signupDate && rng.chance(plan.withdrawalsPerYear / 252)) {
      const total = ledger.totalValue(day);
      if (total.greaterThan(3000)) {
        const amount = Money.max(500, total.times(rng.between(0.05, 0.2)).dividedBy(100).round().times(100));
        withdrawProRata(day, amount, 'Withdrawal', 'Partial withdrawals');
      }
    }

    if (regularOut.has(day) && plan.regularWithdrawal) {
      const amount = new Money(regularAmountOn(plan.regularWithdrawal, plan.signupDate, day));
      if (ledger.totalValue(day).greaterThan(amount.times(3)))
        withdrawProRata(day, amount, 'Regular withdrawal', 'Regular withdrawals');
    }

    for (const { code, distribution } of distributions.get(day) ?? []) {
      const units = ledger.held(code);
      if (units.lessThanOrEqualTo(0)) continue;
      const amount = cents(units.times(distribution.perUnit));
      if (amount.lessThan('0.01')) continue;
      const reinvest = plan.distributionOption === 'Reinvest';
      ledger.note(
        code,
        day,
        'Distribution',
        amount,
        `Distribution of ${distribution.centsPerUnit} cents per unit${reinvest ? '' : ' paid to your bank account'}`,
        {
          groupLabel: 'Distributions',
        },
      );
      if (reinvest)
        ledger.issue(code, day, 'DistributionReinvested', amount, 'Distribution reinvested', {
          groupLabel: 'Distributions reinvested',
        });
    }

    if (nzPie) pie.accrue(ledger, day);

    if (monthEnds.has(day) && day !== plan.signupDate) chargeMonthlyFee(plan.productType, ledger, day);

    if (nzPie && day === businessDayOnOrBefore(isoDate(year, 3, 31), plan.channel)) pie.payYearlyTax(ledger, day, year);
  }

  if (plan.closedDate) {
    const day = plan.closedDate;
    const transfer = plan.closeBy === 'TransferOut';
    for (const code of ledger.heldCodes()) {
      const tax = nzPie ? pie.exitTax(code) : ZERO;
      ledger.cancelAll(
        code,
        day,
        transfer ? 'TransferOut' : 'Withdrawal',
        transfer ? 'Transfer to another KiwiSaver scheme' : 'Full withdrawal',
        {
          groupLabel: transfer ? 'Transfers to other providers' : 'Full withdrawal',
          tax,
        },
      );
    }
  } else if (plan.pending) {
    // Pending money goes where new money goes now: the fund with the largest weight.
    const code = [...weights.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (code) {
      const value = new Money(plan.pending.amount).times(plan.pending.type === 'Withdrawal' ? -1 : 1);
      ledger.note(
        code,
        ctx.today,
        plan.pending.type,
        value,
        plan.pending.type === 'Withdrawal' ? 'Withdrawal request' : 'Lump sum contribution',
        {
          groupLabel: plan.pending.type === 'Withdrawal' ? 'Partial withdrawals' : 'Lump sum contributions',
          pending: true,
        },
      );
    }
  }
  return ledger;
}

function chargeMonthlyFee(productType: AccountPlan['productType'], ledger: UnitLedger, day: IsoDate): void {
  if (productType === 'KS') {
    const largest = ledger
      .heldCodes()
      .map((code) => ({ code, value: ledger.valueOf(code, day) }))
      .sort((a, b) => b.value.comparedTo(a.value))[0];
    if (largest && largest.value.greaterThan(KS_MEMBER_FEE.times(4))) {
      ledger.cancelValue(largest.code, day, 'Fee', KS_MEMBER_FEE, 'Monthly member fee', { groupLabel: 'Fees' });
    }
  } else if (productType === 'UT') {
    for (const code of ledger.heldCodes()) {
      const fee = cents(ledger.valueOf(code, day).times(UT_REGISTRY_FEE_RATE));
      if (fee.greaterThanOrEqualTo('0.01'))
        ledger.cancelValue(code, day, 'Fee', fee, 'Registry fee', { groupLabel: 'Fees' });
    }
  }
}
