import Decimal from 'decimal.js';
import { showsTransferNotice } from './shows-transfer-notice.js';

/** A movement of a private-equity account's units ledger that the capital figures count. */
export interface PeMovement {
  kind: 'CapitalCall' | 'Distribution' | 'TransferIn' | 'TransferOut';
  /** As booked: positive for calls, distributions and transfers in; a transfer out may be negative. */
  value: Decimal.Value;
}

/** spec 001 §3 'Account' private-equity fields. */
export interface CapitalSummary {
  committedCapital: Decimal;
  calledCapital: Decimal;
  uncalledCapital: Decimal;
  distributionsCashTotal: Decimal;
  transferInTotal: Decimal;
  transferOutTotal: Decimal;
  showTransferNotice: boolean;
}

const total = (values: readonly Decimal.Value[]) => values.reduce<Decimal>((sum, v) => sum.plus(v), new Decimal(0));
const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * The capital figures of a private-equity account (spec 001 §3): committed is what the investor
 * agreed to invest (the sum of the commitments); called is the sum of the capital calls paid;
 * uncalled = committed − called, as the spec defines it, so it is negative if more was called than
 * committed (not clamped: that would hide a data error); distributions are the cash paid out; the
 * transfer totals are the values of units transferred in and out, both as positive amounts. Units
 * transferred in carry no commitment, which is the glitch the transfer notice explains.
 */
export function capitalSummary(commitments: readonly Decimal.Value[], movements: readonly PeMovement[]): CapitalSummary {
  const of = (kind: PeMovement['kind']) =>
    cents(total(movements.filter((m) => m.kind === kind).map((m) => new Decimal(m.value).abs())));
  const committedCapital = cents(total(commitments));
  const calledCapital = of('CapitalCall');
  const transferInTotal = of('TransferIn');
  const transferOutTotal = of('TransferOut');
  return {
    committedCapital,
    calledCapital,
    uncalledCapital: committedCapital.minus(calledCapital),
    distributionsCashTotal: of('Distribution'),
    transferInTotal,
    transferOutTotal,
    showTransferNotice: showsTransferNotice({ transferInTotal, transferOutTotal }),
  };
}
