import { describe, expect, it } from 'vitest';
import { peMonthEndOptions } from './pe-month-end-options.js';

// spec 001 §5: PE custom dates are month ends between signup and the balance as-at date.
describe('the month ends offered for a private-equity valuation', () => {
  it('offers each month end from signup to the balance date, counting a weekend month end priced on its Friday', () => {
    // Signed up Tuesday 15 September 2026; priced to Friday 30 October 2026 (31 October is a Saturday).
    expect(peMonthEndOptions({ minDate: '2026-09-15', maxDate: '2026-10-30', channel: 'NZ' })).toEqual([
      '2026-09-30',
      '2026-10-31',
    ]);
  });

  it('leaves out the balance month when business days remain in it', () => {
    // Priced to Friday 27 November 2026: Monday 30 November is still to come.
    expect(peMonthEndOptions({ minDate: '2026-09-15', maxDate: '2026-11-27', channel: 'NZ' })).toEqual([
      '2026-09-30',
      '2026-10-31',
    ]);
  });

  it('offers nothing without a valuation', () => {
    expect(peMonthEndOptions({ minDate: '2026-09-15', maxDate: null, channel: 'NZ' })).toEqual([]);
  });
});
