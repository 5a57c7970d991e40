import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32.js';
import { buildDailySeries, type PriceSeries, type SeriesStart, type SeriesTransaction } from './daily-series.js';
import type { TransactionType } from './transaction-categories.js';

/**
 * Issue 9 item 1 (DESIGN §5): every deal is at the day's closing unit price, so flows are
 * end-of-day flows, and an account that holds one fund returns exactly that fund's unit-price
 * return with distributions reinvested, Π (p_t + d_t) / p_{t−1}, over any period and whatever money
 * comes and goes. The invariant, on random ledgers (seeded, so a failure repeats):
 * contributions, withdrawals (some with PIE tax withheld), transfers, PIE tax, member fees,
 * distributions paid out or reinvested, and switches into and out of the fund through a second
 * fund that holds nothing at any close. Fees are not flows: the net index is after them, and the
 * gross index (fees as money out) is the fund's return itself.
 *
 * Exactness: prices and units are the ledger's 6 decimals; a distribution reaches the account as
 * cents, so the fund's distribution per unit for this account is the amount over the units held
 * (d_t = D_t / u_{t−1}); reinvested units are D_t / p_t to 6 decimals, off by at most 5e−7 of a
 * unit, which on the ≥ 1,000 units held here is < 1e−9 of the value.
 */

const EMPTY_START: SeriesStart = { unitsMicro: new Map(), cashCents: 0, account: null, holdings: new Map(), lastDealingPriceMicro: new Map() };

const isoDay = (offset: number) => new Date(Date.UTC(2021, 0, 4 + offset)).toISOString().slice(0, 10);

interface Ledger {
  prices: Map<string, PriceSeries>;
  transactions: SeriesTransaction[];
  /** Date → the fund's total-return index Π (p + d) / p_prev up to that day (1 before the first price). */
  totalReturn: Map<string, number>;
  days: number;
}

function randomLedger(seed: number, withFees = true): Ledger {
  const random = mulberry32(seed);
  const days = 30 + Math.floor(random() * 120);
  const a: { dates: string[]; micro: number[] } = { dates: [], micro: [] };
  const b: { dates: string[]; micro: number[] } = { dates: [], micro: [] };
  let pa = 1 + random() * 3;
  let pb = 0.5 + random() * 2;
  const transactions: SeriesTransaction[] = [];
  const totalReturn = new Map<string, number>();
  let tri = 1;
  let previousPriceMicro: number | null = null;
  let unitsA = 0; // micro, at the close
  const row = (date: string, securityId: string, type: TransactionType, unitsMicro: number, priceMicro: number | null, valueCents: number, taxCents = 0): void => {
    transactions.push({ date, securityId, type, unitsMicro, valueCents, unitPriceMicro: priceMicro, taxCents });
  };
  /** A deal of `dollars` at the price: units to 6 decimals, value units × price to the cent. */
  const deal = (date: string, securityId: string, type: TransactionType, dollars: number, priceMicro: number, sign: 1 | -1): number => {
    const unitsMicro = Math.round((dollars / (priceMicro / 1e6)) * 1e6);
    row(date, securityId, type, sign * unitsMicro, priceMicro, sign * Math.round(((unitsMicro / 1e6) * priceMicro) / 1e4));
    return sign * unitsMicro;
  };

  for (let i = 0; i < days; i++) {
    const date = isoDay(i);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const priced = weekday !== 0 && weekday !== 6;
    let distributionPerUnit = 0;
    if (priced) {
      pa = Math.max(0.05, pa * (1 + (random() - 0.5) * 0.06));
      pb = Math.max(0.05, pb * (1 + (random() - 0.5) * 0.06));
      a.dates.push(date);
      a.micro.push(Math.round(pa * 1e6));
      b.dates.push(date);
      b.micro.push(Math.round(pb * 1e6));
    }
    const priceA = a.micro.at(-1)!;
    const priceB = b.micro.at(-1)!;
    if (i === 0) {
      unitsA += deal(date, 'A', 'Contribution', 5_000 + random() * 50_000, priceA, 1);
    } else {
      const valueA = (unitsA / 1e6) * (priceA / 1e6);
      const pick = random();
      if (pick < 0.12) unitsA += deal(date, 'A', random() < 0.5 ? 'Contribution' : 'TransferIn', random() * 20_000, priceA, 1);
      else if (pick < 0.2) {
        // Never below ~1,000 units' worth, so the holding stays meaningfully at risk.
        const units = deal(date, 'A', random() < 0.7 ? 'Withdrawal' : 'TransferOut', valueA * random() * 0.4, priceA, -1);
        unitsA += units;
        if (random() < 0.5) transactions.at(-1)!.taxCents = Math.floor(Math.abs(transactions.at(-1)!.valueCents) * 0.1);
      } else if (pick < 0.25) unitsA += deal(date, 'A', 'Tax', valueA * random() * 0.01, priceA, -1);
      else if (pick < 0.3 && withFees) unitsA += deal(date, 'A', 'Fee', valueA * random() * 0.005, priceA, -1);
      else if (pick < 0.36) {
        // Money arrives in B and is switched into A the same day: B holds nothing at the close.
        const unitsB = deal(date, 'B', 'Contribution', random() * 10_000, priceB, 1);
        const dollars = (unitsB / 1e6) * (priceB / 1e6);
        row(date, 'B', 'SwitchOut', -unitsB, priceB, -Math.round(dollars * 100));
        unitsA += deal(date, 'A', 'SwitchIn', dollars, priceA, 1);
      } else if (pick < 0.42) {
        // Part of A is switched to B and withdrawn from B the same day.
        const unitsOut = deal(date, 'A', 'SwitchOut', valueA * random() * 0.3, priceA, -1);
        unitsA += unitsOut;
        const dollars = (-unitsOut / 1e6) * (priceA / 1e6);
        const unitsB = deal(date, 'B', 'SwitchIn', dollars, priceB, 1);
        row(date, 'B', 'Withdrawal', -unitsB, priceB, -Math.round(((unitsB / 1e6) * priceB) / 1e4));
      } else if (pick < 0.48 && priced) {
        const declaredCents = Math.round(valueA * random() * 0.02 * 100);
        distributionPerUnit = declaredCents / 100 / (unitsA / 1e6);
        row(date, 'A', 'Distribution', 0, null, declaredCents);
        if (random() < 0.6) unitsA += deal(date, 'A', 'DistributionReinvested', declaredCents / 100, priceA, 1);
      }
    }
    if (priced) {
      if (previousPriceMicro !== null) tri *= (priceA / 1e6 + distributionPerUnit) / (previousPriceMicro / 1e6);
      previousPriceMicro = priceA;
    }
    totalReturn.set(date, tri);
  }
  return { prices: new Map([['A', a], ['B', b]]), transactions, totalReturn, days };
}

describe('daily series: an account holding one fund returns the fund’s unit-price return (issue 9 item 1)', () => {
  it('over any period, whatever the contributions, withdrawals, transfers, tax, distributions and switches', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const ledger = randomLedger(seed);
      const series = buildDailySeries({
        hasCashAccount: false,
        from: isoDay(0),
        to: isoDay(ledger.days - 1),
        start: EMPTY_START,
        transactions: ledger.transactions,
        cash: [],
        prices: ledger.prices,
      });
      const { dates, netIndex, grossIndex } = series.account;
      const holdingA = series.holdings.get('A')!;
      const random = mulberry32(seed * 7919);
      for (let check = 0; check < 20; check++) {
        const i = Math.floor(random() * dates.length);
        const j = i + Math.floor(random() * (dates.length - i));
        const fund = ledger.totalReturn.get(dates[j]!)! / ledger.totalReturn.get(dates[i]!)!;
        const context = `seed ${seed}, ${dates[i]} → ${dates[j]}`;
        // Fees are the only thing between the fund's return and the net index; the gross index adds them back.
        expect(Math.abs(grossIndex[j]! / grossIndex[i]! - fund), context).toBeLessThan(1e-8);
        expect(Math.abs(holdingA.netIndex[holdingA.dates.indexOf(dates[j]!)]! / holdingA.netIndex[holdingA.dates.indexOf(dates[i]!)]! - netIndex[j]! / netIndex[i]!), context).toBeLessThan(1e-8);
        expect(netIndex[j]! / netIndex[i]!, context).toBeLessThanOrEqual(grossIndex[j]! / grossIndex[i]! + 1e-12);
      }
    }
  });

  it('equals the fund’s return exactly when there are no member fees', () => {
    for (let seed = 1001; seed <= 1150; seed++) {
      const ledger = randomLedger(seed, false);
      const series = buildDailySeries({
        hasCashAccount: false,
        from: isoDay(0),
        to: isoDay(ledger.days - 1),
        start: EMPTY_START,
        transactions: ledger.transactions,
        cash: [],
        prices: ledger.prices,
      });
      const { dates, netIndex, grossIndex } = series.account;
      const random = mulberry32(seed);
      for (let check = 0; check < 20; check++) {
        const i = Math.floor(random() * dates.length);
        const j = i + Math.floor(random() * (dates.length - i));
        const fund = ledger.totalReturn.get(dates[j]!)! / ledger.totalReturn.get(dates[i]!)!;
        expect(Math.abs(netIndex[j]! / netIndex[i]! - fund), `seed ${seed}, ${dates[i]} → ${dates[j]}`).toBeLessThan(1e-8);
        expect(grossIndex[j]).toBeCloseTo(netIndex[j]!, 12);
      }
    }
  });

  it('keeps the unrounded index across a recompute that starts from the stored state', () => {
    const ledger = randomLedger(77);
    const whole = buildDailySeries({
      hasCashAccount: false,
      from: isoDay(0),
      to: isoDay(ledger.days - 1),
      start: EMPTY_START,
      transactions: ledger.transactions,
      cash: [],
      prices: ledger.prices,
    });
    const cut = isoDay(Math.floor(ledger.days / 2));
    const first = buildDailySeries({
      hasCashAccount: false,
      from: isoDay(0),
      to: isoDay(Math.floor(ledger.days / 2) - 1),
      start: EMPTY_START,
      transactions: ledger.transactions.filter((t) => t.date < cut),
      cash: [],
      prices: ledger.prices,
    });
    const unitsMicro = new Map<string, number>();
    for (const t of ledger.transactions) if (t.date < cut) unitsMicro.set(t.securityId, (unitsMicro.get(t.securityId) ?? 0) + t.unitsMicro);
    const k = first.account.dates.length - 1;
    const holdings = new Map(
      [...first.holdings].map(([id, h]) => [id, { valueCents: h.valueCents.at(-1)!, netIndex: h.netIndex.at(-1)! }]),
    );
    const second = buildDailySeries({
      hasCashAccount: false,
      from: cut,
      to: isoDay(ledger.days - 1),
      start: {
        unitsMicro,
        cashCents: 0,
        account: {
          valueCents: first.account.valueCents[k]!,
          netIndex: first.account.netIndex[k]!,
          grossIndex: first.account.grossIndex[k]!,
          cumFlowCents: first.account.cumFlowCents[k]!,
          cumTaxCents: first.account.cumTaxCents[k]!,
        },
        holdings,
        lastDealingPriceMicro: new Map(),
      },
      transactions: ledger.transactions.filter((t) => t.date >= cut),
      cash: [],
      prices: ledger.prices,
    });
    const joined = [...first.account.netIndex, ...second.account.netIndex];
    expect(joined).toHaveLength(whole.account.netIndex.length);
    joined.forEach((value, i) => expect(value).toBeCloseTo(whole.account.netIndex[i]!, 12));
    expect([...first.account.cumTaxCents, ...second.account.cumTaxCents]).toEqual(whole.account.cumTaxCents);
  });
});
