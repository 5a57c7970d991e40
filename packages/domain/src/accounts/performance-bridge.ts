import Decimal from 'decimal.js';
import type { Channel } from '../channel/channel.js';
import { taxLineLabel } from './tax-name.js';
import { balanceLine, changeLine, flowLines, type BridgeLine, type FlowTotals } from './bridge-lines.js';

/** The figures of an account's performance response that make its value bridge. */
export interface AccountBridgeFigures {
  openingValue: number;
  closingValue: number;
  Contributions: FlowTotals;
  Withdrawals: FlowTotals;
  TransfersIn: FlowTotals;
  TransfersOut: FlowTotals;
  /** Investment earnings before fees and tax. */
  investmentEBFAT: number;
  fees: number;
  taxPaid: number;
}

/**
 * An account's value bridge in reading order (DESIGN §5 'Every figure balances'): opening value,
 * contributions (parts expanded), withdrawals (parts collapsed), transfers in and out (only when
 * there were any), investment earnings, fees, tax and the closing value:
 *
 *   opening + contributions − withdrawals + transfers in − transfers out + earnings − fees − tax = closing
 *
 * Switches move money between the account's own funds and leave its value unchanged, so they are
 * not lines of the account's bridge (the by-fund table shows them, fund by fund).
 */
export function accountBridgeLines(figures: AccountBridgeFigures, channel: Channel): BridgeLine[] {
  const transfers = [
    changeLine('transfers-in', 'Transfers in', figures.TransfersIn.totalValue),
    changeLine('transfers-out', 'Transfers out', new Decimal(figures.TransfersOut.totalValue).neg()),
  ].filter((line) => line.amount !== 0);
  return [
    balanceLine('opening', 'Opening value', figures.openingValue),
    ...flowLines(figures.Contributions, figures.Withdrawals),
    ...transfers,
    changeLine('earnings', 'Investment earnings (before fees and tax)', figures.investmentEBFAT),
    // Issue 9 item 5: the ledger's fees only; the funds' own fees are inside their unit prices (feeSummary).
    changeLine('fees', 'Fees charged to the account', new Decimal(figures.fees).neg()),
    changeLine('tax', taxLineLabel(channel), new Decimal(figures.taxPaid).neg()),
    balanceLine('closing', 'Closing value', figures.closingValue),
  ];
}
