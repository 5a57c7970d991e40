import { describe, expect, it } from 'vitest';
import { fundRiskCategory } from './fund-risk-category.js';

// FMA fund types by growth assets: Defensive < 10%, Conservative 10–<35%, Balanced 35–<63%,
// Growth 63–<90%, Aggressive ≥ 90% (cash and fixed interest are income assets).
describe('fund type for the retirement projection', () => {
  it('reads the share of growth assets in the mix', () => {
    expect(fundRiskCategory({ 'Cash and Cash Equivalents': 100 })).toBe('Defensive');
    // 10 + 2 + 4 + 3 = 19% growth
    expect(
      fundRiskCategory({
        'International Equities': 10,
        'Australian Equities': 2,
        'New Zealand Equities': 4,
        'Listed Property': 3,
        'International Fixed Interest': 38,
        'New Zealand Fixed Interest': 28,
        'Cash and Cash Equivalents': 15,
      }),
    ).toBe('Conservative');
    expect(fundRiskCategory({ 'International Equities': 60, 'New Zealand Fixed Interest': 40 })).toBe('Balanced');
    expect(fundRiskCategory({ 'International Equities': 63, 'New Zealand Fixed Interest': 37 })).toBe('Growth');
    expect(fundRiskCategory({ 'International Equities': 0.9, 'Effective Cash': 0.1 })).toBe('Aggressive');
  });

  it('puts each band edge in the higher band', () => {
    expect(fundRiskCategory({ Other: 9.99, 'Cash at Bank': 90.01 })).toBe('Defensive');
    expect(fundRiskCategory({ Other: 10, 'Cash at Bank': 90 })).toBe('Conservative');
    expect(fundRiskCategory({ Other: 35, 'Cash at Bank': 65 })).toBe('Balanced');
    expect(fundRiskCategory({ Other: 90, 'Cash at Bank': 10 })).toBe('Aggressive');
  });

  it('calls an empty mix Defensive rather than dividing by zero', () => {
    expect(fundRiskCategory({})).toBe('Defensive');
  });
});
