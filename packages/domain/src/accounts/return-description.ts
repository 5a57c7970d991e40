import type { Channel } from '../channel/channel.js';
import { taxName } from './tax-name.js';

export interface ReturnToDescribe {
  /** Time-weighted (chain-linked daily) or money-weighted (IRR). */
  method: 'time-weighted' | 'money-weighted';
  /** Whether fees have been taken off; a gross return is before fees. */
  afterFees: boolean;
  /** Whether tax has been taken off; the engine's returns are before tax (PIE tax leaves as a flow). */
  afterTax: boolean;
  /**
   * Annualised (geometric) and labelled 'p.a.'; otherwise the cumulative return over the period.
   * 'where-marked' describes a column whose figures each say whether they are annualised.
   */
  perAnnum: boolean | 'where-marked';
}

/**
 * What a return figure is, in words, so no percentage stands on a screen without saying it (the
 * accounts issue): 'Time-weighted return, after fees, before PIE tax, p.a.'.
 */
export function returnDescription(figure: ReturnToDescribe, channel: Channel): string {
  const tax = taxName(channel);
  const method = figure.method === 'time-weighted' ? 'Time-weighted return' : 'Money-weighted return (IRR)';
  const feesAndTax =
    figure.afterFees === figure.afterTax
      ? `${figure.afterFees ? 'after' : 'before'} fees and ${tax}`
      : `${figure.afterFees ? 'after' : 'before'} fees, ${figure.afterTax ? 'after' : 'before'} ${tax}`;
  const annualised =
    figure.perAnnum === 'where-marked' ? "annualised where marked 'p.a.'" : figure.perAnnum ? 'p.a.' : 'not annualised';
  return `${method}, ${feesAndTax}, ${annualised}`;
}
