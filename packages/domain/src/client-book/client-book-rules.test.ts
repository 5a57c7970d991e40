import { describe, expect, it } from 'vitest';
import { bookClientName, centsToCsvAmount, centsToDollars, orderBookProducts } from './client-book-rules.js';

describe('orderBookProducts', () => {
  it('lists each product once in the order PW, UT, KS, PE, UT-AUS, whatever order they came in', () => {
    expect(orderBookProducts(['UT-AUS', 'KS', 'PE', 'KS', 'UT', 'PW'])).toEqual(['PW', 'UT', 'KS', 'PE', 'UT-AUS']);
    expect(orderBookProducts(['PE', 'KS'])).toEqual(['KS', 'PE']);
    expect(orderBookProducts([])).toEqual([]);
  });
});

describe('bookClientName', () => {
  it('uses the known-as name before the first name, then the last name', () => {
    expect(bookClientName('Margaret', 'Peggy', 'Ngata')).toBe('Peggy Ngata');
    expect(bookClientName('Margaret', null, 'Ngata')).toBe('Margaret Ngata');
  });
  it('treats a blank known-as as none', () => {
    expect(bookClientName('Margaret', '  ', 'Ngata')).toBe('Margaret Ngata');
  });
  it('names a company or trust (no first name) once, by its registered name', () => {
    expect(bookClientName('', 'Tamihana Properties Limited', 'Tamihana Properties Limited')).toBe('Tamihana Properties Limited');
    expect(bookClientName('', null, 'Robertson Family Trust')).toBe('Robertson Family Trust');
    expect(bookClientName(' ', 'Anderson Orchards Limited', '')).toBe('Anderson Orchards Limited');
  });
});

describe('cents to dollars', () => {
  it('divides integer cents exactly, where a float sum of dollars would drift', () => {
    // 0.1 + 0.2 in dollars is 0.30000000000000004; 10 + 20 cents is 30 cents.
    expect(centsToDollars(10 + 20)).toBe(0.3);
    expect(centsToDollars('900719925474099')).toBe(9007199254740.99);
    expect(centsToDollars(-5n)).toBe(-0.05);
  });
  it('writes CSV amounts with 2 decimals and no thousands separator or currency', () => {
    expect(centsToCsvAmount(123456789)).toBe('1234567.89');
    expect(centsToCsvAmount(0)).toBe('0.00');
    expect(centsToCsvAmount('-150')).toBe('-1.50');
  });
});
