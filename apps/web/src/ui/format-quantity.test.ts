import { describe, expect, it } from 'vitest';
import { formatQuantity } from './format-quantity';

describe('formatQuantity', () => {
  it('writes units and prices to 4 decimal places, grouped in the locale', () => {
    expect(formatQuantity(12345.6, 'en-NZ')).toBe('12,345.6000');
    expect(formatQuantity(1.23456, 'en-AU')).toBe('1.2346');
    expect(formatQuantity(0, 'en-NZ')).toBe('0.0000');
  });

  it('writes a negative with U+2212, and no sign on a figure that rounds to zero', () => {
    expect(formatQuantity(-1234.5, 'en-NZ')).toBe('\u22121,234.5000');
    expect(formatQuantity(-0.00001, 'en-NZ')).toBe('0.0000');
  });
});
