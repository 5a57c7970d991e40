import { describe, expect, it } from 'vitest';
import { byFundPickerBounds, byFundRequestRange, isByFundFromDate, isByFundToDate } from './by-fund-range.js';

describe('by-fund date pickers (spec 001 §5)', () => {
  it('lets the from picker choose only first days of a month', () => {
    expect(isByFundFromDate('2024-03-01')).toBe(true);
    expect(isByFundFromDate('2024-03-02')).toBe(false);
  });

  it('lets the to picker choose only last days of a month, 29 February in a leap year', () => {
    expect(isByFundToDate('2024-02-29')).toBe(true);
    expect(isByFundToDate('2023-02-28')).toBe(true);
    expect(isByFundToDate('2024-02-28')).toBe(false);
    expect(isByFundToDate('2024-04-30')).toBe(true);
    expect(isByFundToDate('2024-04-29')).toBe(false);
  });

  it('bounds the pickers from the signup month to the last month end on or before the valuation date', () => {
    expect(byFundPickerBounds('2019-04-15', '2024-06-14')).toEqual({ minDate: '2019-04-01', maxDate: '2024-05-31' });
    expect(byFundPickerBounds('2019-04-15', '2024-06-30')).toEqual({ minDate: '2019-04-01', maxDate: '2024-06-30' });
  });

  it('swaps a from after the to, snaps both to their month, and starts no earlier than signup', () => {
    expect(byFundRequestRange({ from: '2024-05-01', to: '2024-02-29' }, '2019-04-15')).toEqual({
      from: '2024-02-01',
      to: '2024-05-31',
    });
    expect(byFundRequestRange({ from: '2019-04-01', to: '2019-12-31' }, '2019-04-15')).toEqual({
      from: '2019-04-15',
      to: '2019-12-31',
    });
  });
});
