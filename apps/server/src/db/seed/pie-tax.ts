import type Decimal from 'decimal.js';
import type { IsoDate } from './calendar.js';
import { fundByCode } from './fund-catalogue.js';
import { ZERO, cents } from './money.js';
import type { UnitLedger } from './unit-ledger.js';

/**
 * A demo estimate of PIE tax: each day a fund's holding earns taxable income at the fund's
 * taxableIncomeRate; at 31 March the investor's PIR times the year's income is paid by
 * cancelling units, and on a full exit the tax so far is withheld from the payout.
 */
export class PieTaxAccrual {
  private readonly income = new Map<string, number>();

  constructor(private readonly pir: Decimal) {}

  accrue(ledger: UnitLedger, day: IsoDate): void {
    if (this.pir.isZero()) return;
    for (const code of ledger.heldCodes()) {
      const rate = fundByCode(code).taxableIncomeRate;
      if (rate <= 0) continue;
      const value = ledger.held(code).toNumber() * ledger.price(code, day).toNumber();
      this.income.set(code, (this.income.get(code) ?? 0) + (value * rate) / 252);
    }
  }

  /** Cancels units for the tax year ended 31 March `year`. */
  payYearlyTax(ledger: UnitLedger, day: IsoDate, year: number): void {
    for (const [code, income] of this.income) {
      const tax = cents(this.pir.times(income));
      if (tax.greaterThanOrEqualTo('0.01') && ledger.held(code).greaterThan(0)) {
        ledger.cancelValue(code, day, 'Tax', tax, `PIE tax for the year ended 31 March ${year}`, {
          groupLabel: 'PIE tax',
        });
      }
    }
    this.income.clear();
  }

  /** Tax to withhold when the whole holding leaves before 31 March. */
  exitTax(code: string): Decimal {
    const income = this.income.get(code);
    this.income.delete(code);
    return income === undefined ? ZERO : cents(this.pir.times(income));
  }
}
