import { describe, expect, it } from 'vitest';
import { DATE_RANGE_TOO_SHORT, customRangeProblem, isSummaryRangeValid, snapByFundRange } from './custom-date-range.js';

const bounds = { minDate: '2020-01-10', maxDate: '2024-06-30' };

describe('performance custom range (spec 001 §5)', () => {
  it("says 'Date range must be at least 1 month' for a range shorter than a month", () => {
    expect(customRangeProblem({ from: '2024-01-15', to: '2024-02-13' }, bounds)).toEqual({
      reason: 'too-short',
      message: 'Date range must be at least 1 month',
    });
    expect(DATE_RANGE_TOO_SHORT).toBe('Date range must be at least 1 month');
  });

  it('accepts exactly one month, counting both dates', () => {
    expect(customRangeProblem({ from: '2024-01-15', to: '2024-02-14' }, bounds)).toBeNull();
    expect(customRangeProblem({ from: '2024-01-01', to: '2024-01-31' }, bounds)).toBeNull();
    expect(customRangeProblem({ from: '2024-02-01', to: '2024-02-29' }, bounds)).toBeNull();
  });

  it('treats a from after to as too short', () => {
    expect(customRangeProblem({ from: '2024-05-01', to: '2024-03-01' }, bounds)?.reason).toBe('too-short');
  });

  it('requires both dates', () => {
    expect(customRangeProblem({ from: '2024-01-01', to: null }, bounds)).toEqual({ reason: 'required' });
    expect(customRangeProblem({ to: '2024-01-01' }, bounds)).toEqual({ reason: 'required' });
  });

  it('keeps the range between signup and the filter maximum date', () => {
    expect(customRangeProblem({ from: '2020-01-09', to: '2021-01-01' }, bounds)).toEqual({ reason: 'out-of-bounds' });
    expect(customRangeProblem({ from: '2024-01-01', to: '2024-07-01' }, bounds)).toEqual({ reason: 'out-of-bounds' });
    expect(customRangeProblem({ from: '2020-01-10', to: '2024-06-30' }, bounds)).toBeNull();
  });
});

describe('performance by fund range (spec 001 §5: swap, then snap to month start and month end)', () => {
  it('swaps a from that is after to and snaps both to whole months', () => {
    expect(snapByFundRange({ from: '2024-05-20', to: '2024-02-10' })).toEqual({ from: '2024-02-01', to: '2024-05-31' });
  });

  it('snaps to the last day of February in a leap year', () => {
    expect(snapByFundRange({ from: '2023-11-15', to: '2024-02-03' })).toEqual({ from: '2023-11-01', to: '2024-02-29' });
  });

  it('leaves a range the pickers produced unchanged', () => {
    expect(snapByFundRange({ from: '2024-01-01', to: '2024-03-31' })).toEqual({ from: '2024-01-01', to: '2024-03-31' });
  });
});

describe('performance summary range (spec 001 §4, spec 000 §5)', () => {
  it('is invalid when the start date is after the end date', () => {
    expect(isSummaryRangeValid({ from: '2024-06-02', to: '2024-06-01' })).toBe(false);
    expect(isSummaryRangeValid({ from: '2024-06-01', to: '2024-06-01' })).toBe(true);
  });
});
