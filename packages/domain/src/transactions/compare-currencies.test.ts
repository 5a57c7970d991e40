import { describe, expect, it } from 'vitest';
import { compareCurrencies } from './compare-currencies';

describe("compareCurrencies (spec 002 §4: 'Currencies sort NZD before AUD')", () => {
  it('puts NZD before AUD', () => {
    expect(['AUD', 'NZD'].sort(compareCurrencies)).toEqual(['NZD', 'AUD']);
  });

  it('puts any other currency after them, alphabetically', () => {
    expect(['USD', 'AUD', 'EUR', 'NZD'].sort(compareCurrencies)).toEqual(['NZD', 'AUD', 'EUR', 'USD']);
  });
});
