import Decimal from 'decimal.js';

/**
 * The value bridge (DESIGN §5, "every figure balances"):
 *
 *   opening + contributions − withdrawals + transfers in − transfers out
 *     + investment earnings − fees − tax = closing
 *
 * Investment earnings are not measured but derived as the balancing figure, so they include price
 * moves, distributions reinvested and anything else that is not an external flow, a fee or tax.
 * Every figure is first rounded to the cent (half away from zero, as shown on screen), and the
 * earnings are computed from those rounded figures, so the bridge a client reads adds up exactly.
 * All amounts are positive magnitudes; the formula supplies the signs. Money is summed in decimal.js
 * (DESIGN §5), never in binary floating point, and leaves as 2-decimal strings.
 */

type Money = Decimal.Value;

export interface ValueBridgeFigures {
  opening: Money;
  contributions: Money;
  withdrawals: Money;
  transfersIn: Money;
  transfersOut: Money;
  fees: Money;
  tax: Money;
  closing: Money;
}

export type ValueBridge = { [K in keyof ValueBridgeFigures | 'investmentEarnings']: string };

function toCents(value: Money): Decimal {
  return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

function sumWithoutEarnings(figures: ValueBridgeFigures): Decimal {
  return toCents(figures.opening)
    .plus(toCents(figures.contributions))
    .minus(toCents(figures.withdrawals))
    .plus(toCents(figures.transfersIn))
    .minus(toCents(figures.transfersOut))
    .minus(toCents(figures.fees))
    .minus(toCents(figures.tax));
}

export function valueBridge(figures: ValueBridgeFigures): ValueBridge {
  const investmentEarnings = toCents(figures.closing).minus(sumWithoutEarnings(figures));
  return {
    opening: toCents(figures.opening).toFixed(2),
    contributions: toCents(figures.contributions).toFixed(2),
    withdrawals: toCents(figures.withdrawals).toFixed(2),
    transfersIn: toCents(figures.transfersIn).toFixed(2),
    transfersOut: toCents(figures.transfersOut).toFixed(2),
    investmentEarnings: investmentEarnings.toFixed(2),
    fees: toCents(figures.fees).toFixed(2),
    tax: toCents(figures.tax).toFixed(2),
    closing: toCents(figures.closing).toFixed(2),
  };
}

/** True when the figures, each as shown to the cent, add up to the closing value exactly. */
export function bridgeBalances(bridge: ValueBridgeFigures & { investmentEarnings: Money }): boolean {
  return sumWithoutEarnings(bridge).plus(toCents(bridge.investmentEarnings)).equals(toCents(bridge.closing));
}
