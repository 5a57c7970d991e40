import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../calendar/iso-date.js';
import { mulberry32 } from '../random/mulberry32.js';
import { centDaysBetween, cumulativeCentDays, feeSummary, type CentDaysPoint, type FundCentDays } from './fund-charges.js';

/** A holding's stored days as the valuation job writes them: each with its running cent-days. */
function stored(dates: string[], valueCents: number[]): CentDaysPoint[] {
  const centDays = cumulativeCentDays(null, dates, valueCents);
  return dates.map((date, i) => ({ date, valueCents: valueCents[i]!, centDays: centDays[i]! }));
}

/** The last stored day on or before `date`, as the read's index probe finds it. */
function probe(points: readonly CentDaysPoint[], date: string): CentDaysPoint | null {
  return points.filter((p) => p.date <= date).at(-1) ?? null;
}

function fund(name: string, feePercent: number | null, points: readonly CentDaysPoint[], range: { from: string; to: string }): FundCentDays {
  return { name, feePercent, centDays: centDaysBetween(range, probe(points, addDays(range.from, -1)), probe(points, range.to)) };
}

describe('fee summary: member fees beside the funds’ estimated management fees (issue 9 item 5)', () => {
  it('estimates each fund’s charge from its fee rate and its day-weighted average value (worked by hand)', () => {
    // Period 1–10 January 2024: 10 calendar days.
    // Growth, 1.05 % p.a.: $10,000.00 at the close before; $12,000.00 from 6 January.
    //   Days 1–5 at 10,000 and 6–10 at 12,000: average (5 × 10,000 + 5 × 12,000) / 10 = 11,000.00;
    //   charge 1.05 % × 11,000 × 10 / 365 = 115.50 × 10 / 365 = 3.1643… → $3.16.
    // Cash fund, 0.50 % p.a.: nothing before; $3,650.00 from 4 January (a Thursday), unchanged to the 10th.
    //   7 days × 3,650 / 10 = 2,555.00 average; 0.50 % × 2,555 × 10 / 365 = 0.35 → $0.35.
    // Member fees charged to the account: $10.00. Total 10.00 + 3.16 + 0.35 = $13.51.
    const range = { from: '2024-01-01', to: '2024-01-10' };
    const cash = stored(['2024-01-04', '2024-01-05', '2024-01-08'], [365_000, 365_000, 365_000]);
    const growth = stored(['2023-12-29', '2024-01-02', '2024-01-06', '2024-01-09'], [1_000_000, 1_000_000, 1_200_000, 1_200_000]);
    const summary = feeSummary(range, [fund('Cash', 0.5, cash, range), fund('Growth', 1.05, growth, range)], '-10.00');
    expect(summary.funds).toEqual([
      { name: 'Growth', feePercent: 1.05, averageValue: '11000.00', estimatedCharge: '3.16' },
      { name: 'Cash', feePercent: 0.5, averageValue: '2555.00', estimatedCharge: '0.35' },
    ]);
    expect(summary.memberFees).toBe('10.00');
    expect(summary.estimatedFundCharges).toBe('3.51');
    expect(summary.estimatedTotalFees).toBe('13.51');
  });

  it('charges a year’s rate on a year held at a constant value (the definition of a rate p.a.)', () => {
    // 365 days of 2023 at $100,000.00 in a 1.05 % fund: exactly $1,050.00.
    const range = { from: '2023-01-01', to: '2023-12-31' };
    const summary = feeSummary(range, [fund('Balanced', 1.05, stored(['2022-12-30'], [10_000_000]), range)], 0);
    expect(summary.estimatedFundCharges).toBe('1050.00');
    expect(summary.estimatedTotalFees).toBe('1050.00');
  });

  it('leaves out funds without a fee rate (listed shares) and funds not held in the period', () => {
    const range = { from: '2024-01-01', to: '2024-01-31' };
    const summary = feeSummary(
      range,
      [
        fund('Shares', null, stored(['2023-12-29'], [500_000]), range),
        // Emptied in December: its last day stands at nothing.
        fund('Sold earlier', 0.9, stored(['2023-12-01', '2023-12-04'], [250_000, 0]), range),
      ],
      '2.50',
    );
    expect(summary.funds).toEqual([]);
    expect(summary.estimatedFundCharges).toBe('0.00');
    expect(summary.estimatedTotalFees).toBe('2.50');
  });
});

describe('cent-days from two stored points (issue 15: a period of any length in two lookups)', () => {
  /** A holding on random valuation days (gaps of 1–9 days), sometimes emptied and bought again. */
  function randomHolding(seed: number): { dates: string[]; valueCents: number[] } {
    const random = mulberry32(seed);
    const dates: string[] = [];
    const valueCents: number[] = [];
    let date = addDays('2019-12-20', Math.floor(random() * 20));
    const count = 5 + Math.floor(random() * 400);
    for (let i = 0; i < count; i++) {
      dates.push(date);
      valueCents.push(random() < 0.05 ? 0 : Math.floor(random() * 50_000_000));
      date = addDays(date, 1 + Math.floor(random() * (random() < 0.1 ? 60 : 9)));
    }
    return { dates, valueCents };
  }

  /** The definition, one calendar day at a time: each day takes the value of the last valuation day on or before it. */
  function walked(dates: readonly string[], valueCents: readonly number[], from: string, to: string): number {
    let sum = 0;
    for (let day = from; day <= to; day = addDays(day, 1)) {
      let i = dates.length - 1;
      while (i >= 0 && dates[i]! > day) i--;
      sum += i >= 0 ? valueCents[i]! : 0;
    }
    return sum;
  }

  it('equals the day-by-day sum for any period, before, across and after the holding’s days (200 random holdings)', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const { dates, valueCents } = randomHolding(seed);
      const points = stored(dates, valueCents);
      const random = mulberry32(seed * 7919);
      const first = addDays(dates[0]!, -30);
      const span = daysBetween(first, dates.at(-1)!) + 60;
      for (let k = 0; k < 5; k++) {
        const from = addDays(first, Math.floor(random() * span));
        const to = addDays(from, Math.floor(random() * 400));
        const range = { from, to };
        const probed = centDaysBetween(range, probe(points, addDays(from, -1)), probe(points, to));
        expect(probed, `seed ${seed}, ${from} to ${to}`).toBe(walked(dates, valueCents, from, to));
      }
    }
  });

  it('continues across a recompute that starts at a later year from the stored day before it', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const { dates, valueCents } = randomHolding(seed);
      const whole = cumulativeCentDays(null, dates, valueCents);
      const cut = Math.floor(dates.length / 2);
      const previous = { date: dates[cut - 1]!, valueCents: valueCents[cut - 1]!, centDays: whole[cut - 1]! };
      expect(cumulativeCentDays(previous, dates.slice(cut), valueCents.slice(cut))).toEqual(whole.slice(cut));
    }
  });

  it('counts a day’s own value on the day itself: $1.00 held from 1 to 3 January is 300 cent-days', () => {
    expect(cumulativeCentDays(null, ['2024-01-01', '2024-01-03'], [100, 100])).toEqual([100, 300]);
  });
});
