import { describe, expect, it } from 'vitest';
import { strategyTitle } from './strategy-title.js';

describe('strategy title (spec 000 §9: the strategy name with Portfolio removed, or Bespoke when none)', () => {
  it('removes the word Portfolio from the strategy name', () => {
    expect(strategyTitle('Balanced Portfolio')).toBe('Balanced');
    expect(strategyTitle('Portfolio Growth')).toBe('Growth');
    expect(strategyTitle('Conservative Portfolio Plus')).toBe('Conservative Plus');
  });

  it('is Bespoke when there is no strategy', () => {
    expect(strategyTitle(null)).toBe('Bespoke');
    expect(strategyTitle(undefined)).toBe('Bespoke');
    expect(strategyTitle('   ')).toBe('Bespoke');
    expect(strategyTitle('Portfolio')).toBe('Bespoke');
  });

  it('leaves other words that contain the letters alone', () => {
    expect(strategyTitle('Portfolios of Income')).toBe('Portfolios of Income');
  });
});
