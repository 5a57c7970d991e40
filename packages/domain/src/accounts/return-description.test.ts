import { describe, expect, it } from 'vitest';
import { returnDescription } from './return-description.js';

const net = { method: 'time-weighted', afterFees: true, afterTax: false } as const;

describe('what a return figure is', () => {
  it('says time-weighted, after fees, before PIE tax and p.a. for an annualised NZ return', () => {
    expect(returnDescription({ ...net, perAnnum: true }, 'NZ')).toBe(
      'Time-weighted return, after fees, before PIE tax, p.a.',
    );
  });

  it('says a return over a year or less is not annualised', () => {
    expect(returnDescription({ ...net, perAnnum: false }, 'NZ')).toBe(
      'Time-weighted return, after fees, before PIE tax, not annualised',
    );
  });

  it('describes a gross return as before fees and tax', () => {
    expect(returnDescription({ ...net, afterFees: false, perAnnum: true }, 'NZ')).toBe(
      'Time-weighted return, before fees and PIE tax, p.a.',
    );
  });

  it('names the money-weighted return', () => {
    expect(returnDescription({ ...net, method: 'money-weighted', perAnnum: false }, 'NZ')).toBe(
      'Money-weighted return (IRR), after fees, before PIE tax, not annualised',
    );
  });

  it("describes a column of figures each marked 'p.a.' when annualised", () => {
    expect(returnDescription({ ...net, perAnnum: 'where-marked' }, 'NZ')).toBe(
      "Time-weighted return, after fees, before PIE tax, annualised where marked 'p.a.'",
    );
  });

  it('has no PIE tax on the Australian portal', () => {
    expect(returnDescription({ ...net, perAnnum: true }, 'AU')).toBe(
      'Time-weighted return, after fees, before tax, p.a.',
    );
  });
});
