import { describe, expect, it } from 'vitest';
import { peCustomDateProblem } from './pe-custom-date-problem.js';

// Priced to Friday 30 October 2026, the October month end's last business day.
const bounds = { minDate: '2020-04-15', maxDate: '2026-10-30', channel: 'NZ' } as const;

// spec 001 §5: 'PE custom date: same bounds [required, no earlier than signup, no later than the balance
// as-at date], and only month-end dates are selectable.'
describe('the private-equity custom valuation date', () => {
  it('accepts a month end between signup and the balance date', () => {
    expect(peCustomDateProblem('2020-04-30', bounds)).toBeNull();
    expect(peCustomDateProblem('2026-09-30', bounds)).toBeNull();
  });

  it('accepts a weekend month end whose last business day is the balance date', () => {
    // Saturday 31 October 2026: its price is Friday 30 October's.
    expect(peCustomDateProblem('2026-10-31', bounds)).toBeNull();
    // Easter 2024 in New Zealand: Good Friday 29 March, so Sunday 31 March is priced Thursday 28 March.
    expect(peCustomDateProblem('2024-03-31', { ...bounds, maxDate: '2024-03-28' })).toBeNull();
  });

  it('is required', () => {
    expect(peCustomDateProblem(null, bounds)).toEqual({ reason: 'required' });
    expect(peCustomDateProblem('', bounds)).toEqual({ reason: 'required' });
  });

  it('refuses a day that is not the last of its month', () => {
    expect(peCustomDateProblem('2024-06-29', bounds)?.reason).toBe('not-month-end');
  });

  it('refuses month ends before signup or after the balance date', () => {
    expect(peCustomDateProblem('2020-03-31', bounds)?.reason).toBe('out-of-bounds');
    expect(peCustomDateProblem('2026-11-30', bounds)?.reason).toBe('out-of-bounds');
    // Priced only to Thursday 29 October: Friday 30 October is a business day after it.
    expect(peCustomDateProblem('2026-10-31', { ...bounds, maxDate: '2026-10-29' })?.reason).toBe('out-of-bounds');
  });

  it('allows no date while the account has no valuation', () => {
    expect(peCustomDateProblem('2024-06-30', { ...bounds, maxDate: null })?.reason).toBe('out-of-bounds');
  });
});
