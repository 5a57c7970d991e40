import Decimal from 'decimal.js';
import type { IsoDate } from '../calendar/iso-date.js';
import { accountShares } from '../allocation/account-shares.js';

/**
 * PIE tax owed on a holding: either the registry's own figure, or an estimate from the holding's
 * taxable income accrued since the last tax calculation (tax owed = PIR × income, so a loss gives
 * a negative figure: a tax credit, as a multi-rate PIE allows). Leave it out where there is no PIE
 * tax (the AU portal; a zero PIR).
 */
export type PieTax = { owed: Decimal.Value } | { taxableIncome: Decimal.Value };

export interface HoldingToValue {
  securityId: string;
  name: string;
  units: Decimal.Value;
  unitPrice: Decimal.Value;
  priceAsAtDate: IsoDate;
  pieTax?: PieTax;
}

/** One row of the valuation list (spec 001 §3 'Security holding'). */
export interface ValuedHolding {
  securityId: string;
  name: string;
  units: Decimal;
  unitPrice: Decimal;
  priceAsAtDate: IsoDate;
  securityValue: Decimal;
  taxOwed: Decimal;
  netValue: Decimal;
  percentOfPortfolio: Decimal;
}

/** spec 001 §3 'Valuation list response'. */
export interface HoldingsValuation {
  list: ValuedHolding[];
  grossTotal: Decimal;
  netTotal: Decimal;
  pieTaxLiability: Decimal;
  /** Cash at Bank's percent of the account: with the rows' percents, exactly 100. */
  cashAtBankPercentage: Decimal;
}

const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const sum = (values: readonly Decimal[]) => values.reduce((total, value) => total.plus(value), new Decimal(0));

/**
 * Values holdings: units and unit price to 4 decimals (spec 001 §9), gross value = shown units ×
 * shown price to the cent (so the row can be checked by hand), PIE tax at the client's PIR (a
 * fraction, e.g. 0.28), net = gross − tax, percent of the whole account (the funds and the Cash
 * at Bank given, issue 9 item 7) to 2 decimals adding up to 100 with Cash at Bank's,
 * totals as sums of the rounded rows so every column adds up. Rows are sorted by percent of
 * portfolio descending (spec 001 §7), then by name.
 */
export function valueHoldings(holdings: readonly HoldingToValue[], pir: Decimal.Value = 0, cashAtBank: Decimal.Value = 0): HoldingsValuation {
  const rows = holdings.map((holding) => {
    const units = new Decimal(holding.units).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
    const unitPrice = new Decimal(holding.unitPrice).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
    const securityValue = cents(units.times(unitPrice));
    const taxOwed = cents(taxOwedOn(holding.pieTax, pir));
    return {
      securityId: holding.securityId,
      name: holding.name,
      units,
      unitPrice,
      priceAsAtDate: holding.priceAsAtDate,
      securityValue,
      taxOwed,
      netValue: securityValue.minus(taxOwed),
    };
  });
  const shares = accountShares(
    rows.map((row) => row.securityValue),
    cents(new Decimal(cashAtBank)),
  );
  const list = rows
    .map((row, index) => ({ ...row, percentOfPortfolio: shares.investments[index]! }))
    .sort((a, b) => b.percentOfPortfolio.comparedTo(a.percentOfPortfolio) || a.name.localeCompare(b.name));
  return {
    list,
    grossTotal: sum(list.map((row) => row.securityValue)),
    netTotal: sum(list.map((row) => row.netValue)),
    pieTaxLiability: sum(list.map((row) => row.taxOwed)),
    cashAtBankPercentage: shares.cashAtBank,
  };
}

function taxOwedOn(pieTax: PieTax | undefined, pir: Decimal.Value): Decimal {
  if (!pieTax) return new Decimal(0);
  if ('owed' in pieTax) return new Decimal(pieTax.owed);
  return new Decimal(pieTax.taxableIncome).times(pir);
}
