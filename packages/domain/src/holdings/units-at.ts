import Decimal from 'decimal.js';
import type { IsoDate } from '../calendar/iso-date.js';

/** A change in a security's units: positive for units issued, negative for units redeemed. */
export interface UnitMovement {
  securityId: string;
  /** The local trade date (DESIGN §5). */
  tradeDate: IsoDate;
  units: Decimal.Value;
}

/**
 * Units held per security at the end of a date: the sum of signed units of every movement traded
 * on or before it (DESIGN §5 'holdings at any date'). Securities whose units net to zero are no
 * longer held and are left out. Which movements count (e.g. pending ones) is the caller's choice.
 */
export function unitsAt(movements: readonly UnitMovement[], date: IsoDate): Map<string, Decimal> {
  const units = new Map<string, Decimal>();
  for (const movement of movements) {
    if (movement.tradeDate > date) continue;
    units.set(movement.securityId, (units.get(movement.securityId) ?? new Decimal(0)).plus(movement.units));
  }
  for (const [securityId, held] of units) if (held.isZero()) units.delete(securityId);
  return units;
}
