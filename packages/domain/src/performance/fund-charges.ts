import Decimal from 'decimal.js';
import { daysBetween } from '../calendar/iso-date.js';
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

export interface FundHoldingDays {
  name: string;
  /** Annual management fee in percent (1.05 = 1.05 % a year); null when the fund has none on record. */
  feePercent: number | null;
  /** The holding's value at the close of the day before the period starts, in cents. */
  openingValueCents: number;
  /** Valuation days inside the period, ascending, each holding until the next. */
  dates: readonly string[];
  valueCents: readonly number[];
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

export function feeSummary(range: DateRange, holdings: readonly FundHoldingDays[], memberFees: Decimal.Value): FeeSummary {
  const days = daysBetween(range.from, range.to) + 1;
  const funds: FundChargeLine[] = [];
  if (days > 0) {
    for (const holding of holdings) {
      if (holding.feePercent === null || holding.feePercent <= 0) continue;
      // Σ over calendar days of the value standing that day, in cents: the opening value until the
      // first valuation day, then each day's value until the next one (or the period's end).
      // Integer cents × days, exact while under 2^53 (a $90 billion holding for 1,000 years); the
      // Decimal for every day was most of the time of a 5-year fee summary (issue 15).
      let sum = 0;
      let standing = holding.openingValueCents;
      let since = range.from;
      for (let i = 0; i < holding.dates.length; i++) {
        const date = holding.dates[i]!;
        if (date < range.from || date > range.to) continue;
        sum += standing * daysBetween(since, date);
        standing = holding.valueCents[i]!;
        since = date;
      }
      sum += standing * (daysBetween(since, range.to) + 1);
      if (!Number.isSafeInteger(sum)) throw new RangeError(`cent-days beyond exact integers for ${holding.name}`);
      const centDays = new Decimal(sum);
      if (centDays.isZero()) continue;
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
