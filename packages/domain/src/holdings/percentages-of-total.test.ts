import { describe, expect, it } from 'vitest';
import { percentagesOfTotal } from './percentages-of-total.js';

const shown = (values: Parameters<typeof percentagesOfTotal>[0]) => percentagesOfTotal(values).map((p) => p.toFixed(2));

describe('percentages of a total (spec 001 §9: percentages to 2 decimals)', () => {
  it('gives three equal thirds as 33.34, 33.33, 33.33 so that they add up to 100', () => {
    // Each is 33.333…; floors add to 99.99; the missing 0.01 goes to the first of the equal remainders.
    expect(shown([1, 1, 1])).toEqual(['33.34', '33.33', '33.33']);
  });

  it('gives the missing hundredth to the largest remainder', () => {
    // Total 7: 1/7 = 14.2857 %, 2/7 = 28.5714 %, 4/7 = 57.1428 %. Floors 14.28 + 28.57 + 57.14 = 99.99;
    // remainders .0057, .0014, .0028 → the 0.01 goes to 1/7: 14.29.
    expect(shown([1, 2, 4])).toEqual(['14.29', '28.57', '57.14']);
  });

  it('keeps exact shares and gives zeros for a zero total', () => {
    expect(shown(['25', '75'])).toEqual(['25.00', '75.00']);
    expect(shown([0, 0])).toEqual(['0.00', '0.00']);
  });
});
