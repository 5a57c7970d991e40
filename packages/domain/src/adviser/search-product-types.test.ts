import { describe, expect, it } from 'vitest';
import { searchProductLabel, searchProductTypes } from './search-product-types';

describe('searchProductTypes', () => {
  it('offers All and the New Zealand products in the spec order (spec 001 §9), defaulting to All', () => {
    const filter = searchProductTypes('NZ');
    expect(filter.options.map((option) => option.value)).toEqual(['ALL', 'PW', 'UT', 'KS', 'PE']);
    expect(filter.options.map((option) => option.label)).toEqual([
      'All',
      'Wealth Management',
      'Investment Funds',
      'KiwiSaver',
      'Private Equity',
    ]);
    expect(filter.fixed).toBeNull();
    expect(filter.defaultValue).toBe('ALL');
  });

  it('holds the Australian portal at UT-AUS (spec 001 §6)', () => {
    const filter = searchProductTypes('AU');
    expect(filter.fixed).toBe('UT-AUS');
    expect(filter.defaultValue).toBe('UT-AUS');
    expect(filter.options.map((option) => option.value)).toEqual(['UT-AUS']);
  });

  it('names each product type of a result row', () => {
    expect(searchProductLabel('KS')).toBe('KiwiSaver');
    expect(searchProductLabel('UT-AUS')).toBe('Australian Unit Trust');
  });
});
