import { describe, expect, it } from 'vitest';
import { priceOnOrBefore } from './price-on-or-before.js';

// Thursday 17 April 2025, then Easter (no prices on Good Friday 18 or Easter Monday 21), Tuesday 22 April.
const prices = [
  { date: '2025-04-22', price: '1.2400' },
  { date: '2025-04-16', price: '1.2200' },
  { date: '2025-04-17', price: '1.2300' },
];

describe('price on or before a date', () => {
  it('takes the price of the date itself when there is one', () => {
    expect(priceOnOrBefore(prices, '2025-04-17')?.price).toBe('1.2300');
  });

  it('takes the last earlier price over a holiday weekend, whatever order the prices come in', () => {
    expect(priceOnOrBefore(prices, '2025-04-21')).toEqual({ date: '2025-04-17', price: '1.2300' });
  });

  it('has no price before the first price', () => {
    expect(priceOnOrBefore(prices, '2025-04-15')).toBeUndefined();
    expect(priceOnOrBefore([], '2025-04-15')).toBeUndefined();
  });
});
