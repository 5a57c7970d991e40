import { describe, expect, it } from 'vitest';
import { assetClassColour, DEFAULT_CHART_GREY, seriesColour } from './chart-colours.js';

describe('chart colours (spec 001 §9)', () => {
  it('maps each known asset class to its own colour and any other to the default grey', () => {
    expect(assetClassColour('International Equities')).not.toBe(assetClassColour('New Zealand Equities'));
    expect(assetClassColour('Crypto')).toBe(DEFAULT_CHART_GREY);
  });

  it('cycles ten series colours', () => {
    expect(seriesColour(10)).toBe(seriesColour(0));
    expect(new Set(Array.from({ length: 10 }, (_, index) => seriesColour(index))).size).toBe(10);
  });
});
