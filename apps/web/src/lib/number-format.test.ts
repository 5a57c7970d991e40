import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format';

describe('numberFormat', () => {
  it('makes one formatter per locale and options, and formats as a new one would', () => {
    const options = { style: 'currency', currency: 'NZD', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
    const first = numberFormat('en-NZ', options);
    expect(numberFormat('en-NZ', { ...options })).toBe(first);
    expect(first.format(1234.5)).toBe(new Intl.NumberFormat('en-NZ', options).format(1234.5));
  });

  it('keeps formats of other locales and options apart', () => {
    const nz = numberFormat('en-NZ', { style: 'currency', currency: 'NZD' });
    const au = numberFormat('en-AU', { style: 'currency', currency: 'AUD' });
    const fourPlaces = numberFormat('en-NZ', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
    expect(new Set([nz, au, fourPlaces]).size).toBe(3);
    expect(fourPlaces.format(1.5)).toBe('1.5000');
  });
});
