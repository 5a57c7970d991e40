import Decimal from 'decimal.js';
import { addDays, daysBetween } from '../calendar/iso-date.js';
import type { DateRange } from './periods.js';

/**
 * The fees of a period as NZ annual statements show them (issue 9 item 5): the member fees the
 * ledger charged to the account, beside the funds' management fees, which are taken inside the
 * unit price and so never appear in the ledger. A fund's charge is estimated from its annual fee
 * rate and the account's average daily value in it over the period, day-weighted:
 *
 *   charge = fee rate p.a. × average daily value × days / 365 = fee rate / 365 × Σ daily value
 *
 * where each calendar day takes the value of the last valuation day on or before it (a weekend
 * holds Friday's value). Each charge is rounded to the cent (half up), and the total is the sum of
 * the rounded charges, so the lines a client reads add up. It is an estimate: the fund's fee
 * accrues on its own daily net asset value, not on this account's share of it at the close.
 */

/**
 * A holding's stored valuation day with its running cent-days: Σ over every calendar day from the
 * holding's first day through `date` of the value standing that day, in cents × days. The valuation
 * job stores it beside each day (holding_valuation_years.cum_value_days), so the Σ over any period
 * is two lookups, whatever its length (issue 15).
 */
export interface CentDaysPoint {
  date: string;
  valueCents: number;
  centDays: number;
}

/**
 * The running cent-days of a holding's valuation days, continuing from the last stored day before
 * them (null when the holding starts here): each day adds the value standing on the calendar days
 * since the last one (that day's value) and its own value for itself. Integer cents × days, exact
 * while under 2^53 (a $90 billion holding for 1,000 years).
 */
export function cumulativeCentDays(previous: CentDaysPoint | null, dates: readonly string[], valueCents: readonly number[]): number[] {
  const result = new Array<number>(dates.length);
  let centDays = previous?.centDays ?? 0;
  let standing = previous?.valueCents ?? 0;
  let since = previous?.date ?? null;
  for (let i = 0; i < dates.length; i++) {
    const date = dates[i]!;
    if (since !== null) centDays += standing * (daysBetween(since, date) - 1);
    standing = valueCents[i]!;
    centDays += standing;
    since = date;
    result[i] = centDays;
  }
  if (!Number.isSafeInteger(centDays)) throw new RangeError('cent-days beyond exact integers');
  return result;
}

/** Σ of the standing value over every calendar day through `date`, from the last stored day on or before it (null: none). */
export function centDaysThrough(point: CentDaysPoint | null, date: string): number {
  return point === null ? 0 : point.centDays + point.valueCents * daysBetween(point.date, date);
}

/**
 * Σ over the period's calendar days of the value standing each day (a weekend holds Friday's value),
 * from the holding's last stored day on or before the day before the period and on or before its
 * last day: S(to) − S(from − 1).
 */
export function centDaysBetween(range: DateRange, opening: CentDaysPoint | null, closing: CentDaysPoint | null): number {
  return centDaysThrough(closing, range.to) - centDaysThrough(opening, addDays(range.from, -1));
}

export interface FundCentDays {
  name: string;
  /** Annual management fee in percent (1.05 = 1.05 % a year); null when the fund has none on record. */
  feePercent: number | null;
  /** Σ over the period's calendar days of the holding's standing value, in cents × days (centDaysBetween). */
  centDays: number;
}

export interface FundChargeLine {
  name: string;
  feePercent: number;
  /** Average daily value over the period's calendar days, to the cent. */
  averageValue: string;
  estimatedCharge: string;
}

export interface FeeSummary {
  /** Fees charged to the account by the ledger (units cancelled or cash debited). */
  memberFees: string;
  /** Σ of the lines' charges: estimated, taken inside the unit prices. */
  estimatedFundCharges: string;
  /** memberFees + estimatedFundCharges: estimated. */
  estimatedTotalFees: string;
  /** One line per fund with a fee rate and a value in the period, largest charge first. */
  funds: FundChargeLine[];
}

const cents = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export function feeSummary(range: DateRange, holdings: readonly FundCentDays[], memberFees: Decimal.Value): FeeSummary {
  const days = daysBetween(range.from, range.to) + 1;
  const funds: FundChargeLine[] = [];
  if (days > 0) {
    for (const holding of holdings) {
      if (holding.feePercent === null || holding.feePercent <= 0 || holding.centDays === 0) continue;
      const centDays = new Decimal(holding.centDays);
      const average = centDays.dividedBy(days).dividedBy(100);
      const charge = centDays.dividedBy(100).times(holding.feePercent).dividedBy(100).dividedBy(365);
      funds.push({ name: holding.name, feePercent: holding.feePercent, averageValue: cents(average).toFixed(2), estimatedCharge: cents(charge).toFixed(2) });
    }
  }
  funds.sort((a, b) => Number(b.estimatedCharge) - Number(a.estimatedCharge) || a.name.localeCompare(b.name));
  const fundCharges = funds.reduce((sum, line) => sum.plus(line.estimatedCharge), new Decimal(0));
  const member = cents(new Decimal(memberFees).abs());
  return {
    memberFees: member.toFixed(2),
    estimatedFundCharges: fundCharges.toFixed(2),
    estimatedTotalFees: member.plus(fundCharges).toFixed(2),
    funds,
  };
}
