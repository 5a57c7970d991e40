import { describe, expect, it } from 'vitest';
import { monthEndsBetween } from './month-ends-between.js';

// spec 001 §5: a PE custom date lies between signup and the balance date, and only month ends are selectable.
describe('month ends between signup and the balance date', () => {
  it('lists each month end from the signup month to the balance date, oldest first', () => {
    // Signed up mid-November 2023; priced to 31 March 2024 (a Sunday: the price is dated Thursday 28 March,
    // Good Friday and Easter Monday being holidays).
    expect(monthEndsBetween('2023-11-15', '2024-03-28')).toEqual(['2023-11-30', '2023-12-31', '2024-01-31', '2024-02-29']);
  });

  it('includes both ends when they are month ends', () => {
    expect(monthEndsBetween('2023-11-30', '2024-01-31')).toEqual(['2023-11-30', '2023-12-31', '2024-01-31']);
  });

  it('is empty when no month end lies between', () => {
    expect(monthEndsBetween('2024-03-01', '2024-03-30')).toEqual([]);
    expect(monthEndsBetween('2024-03-31', '2024-03-01')).toEqual([]);
  });
});
