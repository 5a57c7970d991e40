import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32.js';
import { PIR_RATES, pirFor, pirLabel, pirThresholdsOn } from './pir.js';

/**
 * Inland Revenue, 'Using prescribed investor rates'
 * (https://www.ird.govt.nz/roles/portfolio-investment-entities/using-prescribed-investor-rates):
 * from 1 April 2025, 10.5 % when taxable income ≤ $15,600 and taxable + PIE income ≤ $53,500; 17.5 %
 * when taxable income ≤ $53,500 and taxable + PIE income ≤ $78,100; otherwise 28 %. Before 1 April
 * 2025: $14,000 / $48,000 and $48,000 / $70,000.
 */
describe('PIR from 1 April 2025 (IRD thresholds $15,600 / $53,500 / $78,100)', () => {
  const asAt = '2025-04-01';

  it('10.5 % at exactly $15,600 taxable and $53,500 combined', () => {
    expect(pirFor({ taxableIncome: 15_600, pieIncome: 37_900, asAt })).toBe(10.5);
  });

  it('17.5 % one dollar over either 10.5 % threshold', () => {
    expect(pirFor({ taxableIncome: 15_601, pieIncome: 0, asAt })).toBe(17.5);
    expect(pirFor({ taxableIncome: 15_600, pieIncome: 37_901, asAt })).toBe(17.5);
  });

  it('17.5 % at exactly $53,500 taxable and $78,100 combined; 28 % a dollar over either', () => {
    expect(pirFor({ taxableIncome: 53_500, pieIncome: 24_600, asAt })).toBe(17.5);
    expect(pirFor({ taxableIncome: 53_501, pieIncome: 0, asAt })).toBe(28);
    expect(pirFor({ taxableIncome: 53_500, pieIncome: 24_601, asAt })).toBe(28);
  });

  it('a low taxable income with large PIE income can still be 28 %', () => {
    expect(pirFor({ taxableIncome: 10_000, pieIncome: 70_000, asAt })).toBe(28);
  });
});

describe('PIR before 1 April 2025 (IRD thresholds $14,000 / $48,000 / $70,000)', () => {
  const asAt = '2025-03-31';

  it('the same incomes fall in a higher band under the old thresholds', () => {
    expect(pirFor({ taxableIncome: 15_000, pieIncome: 0, asAt })).toBe(17.5);
    expect(pirFor({ taxableIncome: 15_000, pieIncome: 0, asAt: '2025-04-01' })).toBe(10.5);
    expect(pirFor({ taxableIncome: 50_000, pieIncome: 0, asAt })).toBe(28);
    expect(pirFor({ taxableIncome: 50_000, pieIncome: 0, asAt: '2025-04-01' })).toBe(17.5);
  });

  it('boundaries: $14,000 and $48,000 combined for 10.5 %, $48,000 and $70,000 for 17.5 %', () => {
    expect(pirFor({ taxableIncome: 14_000, pieIncome: 34_000, asAt })).toBe(10.5);
    expect(pirFor({ taxableIncome: 14_000, pieIncome: 34_001, asAt })).toBe(17.5);
    expect(pirFor({ taxableIncome: 48_000, pieIncome: 22_000, asAt })).toBe(17.5);
    expect(pirFor({ taxableIncome: 48_000, pieIncome: 22_001, asAt })).toBe(28);
  });

  it('refuses dates before the thresholds it knows (1 October 2010) and malformed dates or incomes', () => {
    expect(pirThresholdsOn('2010-10-01').lowTaxable).toBe(14_000);
    expect(() => pirThresholdsOn('2010-09-30')).toThrow(RangeError);
    expect(() => pirFor({ taxableIncome: 1, pieIncome: 1, asAt: '1/4/2025' })).toThrow(RangeError);
    expect(() => pirFor({ taxableIncome: Number.NaN, pieIncome: 0, asAt: '2025-04-01' })).toThrow(RangeError);
  });

  it('a loss counts as nil income', () => {
    expect(pirFor({ taxableIncome: -5_000, pieIncome: -100, asAt: '2025-04-01' })).toBe(10.5);
  });
});

describe('PIR choices', () => {
  it('are 10.5, 17.5 and 28 with percent labels', () => {
    expect(PIR_RATES.map(pirLabel)).toEqual(['10.5%', '17.5%', '28%']);
  });

  it('property: more income never gives a lower rate (monotone in both incomes)', () => {
    const random = mulberry32(2025);
    for (let i = 0; i < 2_000; i += 1) {
      const taxableIncome = Math.round(random() * 100_000);
      const pieIncome = Math.round(random() * 60_000);
      const asAt = random() < 0.5 ? '2024-06-30' : '2025-06-30';
      const rate = pirFor({ taxableIncome, pieIncome, asAt });
      expect(pirFor({ taxableIncome: taxableIncome + Math.round(random() * 10_000), pieIncome, asAt })).toBeGreaterThanOrEqual(rate);
      expect(pirFor({ taxableIncome, pieIncome: pieIncome + Math.round(random() * 10_000), asAt })).toBeGreaterThanOrEqual(rate);
    }
  });
});
