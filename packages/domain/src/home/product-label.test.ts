import { describe, expect, it } from 'vitest';
import { productLabel } from './product-label.js';

describe('productLabel', () => {
  it('names each product type as spec 000 §1 does', () => {
    expect(productLabel('KS')).toBe('KiwiSaver');
    expect(productLabel('UT')).toBe('Investment Funds');
    expect(productLabel('PW')).toBe('Wealth Management');
    expect(productLabel('PE')).toBe('Private Equity');
  });

  it('shows the Australian unit trust as Investment Funds', () => {
    expect(productLabel('UT-AUS')).toBe('Investment Funds');
  });
});
