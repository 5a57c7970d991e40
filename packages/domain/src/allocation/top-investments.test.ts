import { describe, expect, it } from 'vitest';
import { topInvestments } from './top-investments.js';

describe('top investments on fund pages (spec 001 §5, §9)', () => {
  it('drops any investment whose type mentions cash', () => {
    const shown = topInvestments([
      { name: 'Apple Inc', type: 'Equity', percentage: 5 },
      { name: 'NZD Cash', type: 'Cash', percentage: 9 },
      { name: 'Term deposit', type: 'Cash & Equivalents', percentage: 4 },
      { name: 'FX forward', type: 'Currency/Cash Derivative', percentage: 3 },
      { name: 'NZ Govt 2033', type: 'Bond', percentage: 2 },
    ]);
    expect(shown.map((investment) => investment.name)).toEqual(['Apple Inc', 'NZ Govt 2033']);
  });

  it('keeps at most 10, the largest first', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => ({ name: `H${i + 1}`, type: 'Equity', percentage: i + 1 }));
    const shown = topInvestments(twelve);
    expect(shown).toHaveLength(10);
    // Percentages 12 down to 3: H12 … H3; H1 and H2 (1 % and 2 %) fall off.
    expect(shown[0]!.name).toBe('H12');
    expect(shown[9]!.name).toBe('H3');
  });
});
