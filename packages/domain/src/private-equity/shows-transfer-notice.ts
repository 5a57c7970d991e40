import Decimal from 'decimal.js';

/**
 * spec 001 §2 'private-equity': the notice about the units-transfer glitch in committed, invested
 * and uncalled capital shows when units were transferred in or out (either total is nonzero).
 */
export function showsTransferNotice(totals: { transferInTotal: Decimal.Value; transferOutTotal: Decimal.Value }): boolean {
  return !new Decimal(totals.transferInTotal).isZero() || !new Decimal(totals.transferOutTotal).isZero();
}
