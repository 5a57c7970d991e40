import { describe, expect, it } from 'vitest';
import { valueHoldings } from './value-holdings.js';

describe('holdings valuation (spec 001 §3 Security holding and Valuation list response)', () => {
  const valuation = valueHoldings(
    [
      { securityId: 'CASH', name: 'Cash Fund', units: '30.5', unitPrice: '1', priceAsAtDate: '2025-06-30' },
      {
        securityId: 'CONS',
        name: 'Conservative Fund',
        units: '2000',
        unitPrice: '1.23456',
        priceAsAtDate: '2025-06-30',
        pieTax: { owed: '12.345' },
      },
      {
        securityId: 'GROW',
        name: 'Growth Fund',
        units: '1000.12345',
        unitPrice: '2.5',
        priceAsAtDate: '2025-06-27',
        pieTax: { taxableIncome: '100' },
      },
    ],
    '0.28',
  );
  const row = (id: string) => valuation.list.find((holding) => holding.securityId === id)!;

  it('shows units and unit price to 4 decimals and values the shown units at the shown price, to the cent', () => {
    // Growth: 1000.12345 → 1000.1235 units; 1000.1235 × 2.5000 = 2500.30875 → 2500.31.
    expect(row('GROW').units.toFixed(4)).toBe('1000.1235');
    expect(row('GROW').securityValue.toFixed(2)).toBe('2500.31');
    // Conservative: price 1.23456 → 1.2346; 2000 × 1.2346 = 2469.20.
    expect(row('CONS').unitPrice.toFixed(4)).toBe('1.2346');
    expect(row('CONS').securityValue.toFixed(2)).toBe('2469.20');
    expect(row('GROW').priceAsAtDate).toBe('2025-06-27');
  });

  it('takes PIE tax from the registry figure or estimates it as PIR × taxable income, and nets it off', () => {
    // Growth: 0.28 × 100 = 28.00; net 2500.31 − 28.00 = 2472.31.
    expect(row('GROW').taxOwed.toFixed(2)).toBe('28.00');
    expect(row('GROW').netValue.toFixed(2)).toBe('2472.31');
    // Conservative: 12.345 → 12.35 (half up); net 2469.20 − 12.35 = 2456.85. Cash has no tax.
    expect(row('CONS').netValue.toFixed(2)).toBe('2456.85');
    expect(row('CASH').taxOwed.toFixed(2)).toBe('0.00');
  });

  it('totals gross, net and PIE tax from the rounded rows', () => {
    // Gross 2500.31 + 2469.20 + 30.50 = 5000.01; tax 28.00 + 12.35 = 40.35; net 5000.01 − 40.35 = 4959.66.
    expect(valuation.grossTotal.toFixed(2)).toBe('5000.01');
    expect(valuation.pieTaxLiability.toFixed(2)).toBe('40.35');
    expect(valuation.netTotal.toFixed(2)).toBe('4959.66');
  });

  it('gives percent of portfolio to 2 decimals adding up to 100 and sorts by it, largest first', () => {
    // 2500.31 / 5000.01 = 50.0061 %, 2469.20 / 5000.01 = 49.3839 %, 30.50 / 5000.01 = 0.6100 % (0.60999…).
    // Floors 50.00 + 49.38 + 0.60 = 99.98; the two hundredths go to the largest remainders: Cash (.0100), Growth (.0061).
    expect(valuation.list.map((holding) => [holding.securityId, holding.percentOfPortfolio.toFixed(2)])).toEqual([
      ['GROW', '50.01'],
      ['CONS', '49.38'],
      ['CASH', '0.61'],
    ]);
  });

  it('gives a tax credit on a taxable loss (negative income at a 17.5% PIR)', () => {
    const { list } = valueHoldings(
      [{ securityId: 'X', name: 'X', units: '100', unitPrice: '10', priceAsAtDate: '2025-06-30', pieTax: { taxableIncome: '-50' } }],
      '0.175',
    );
    // 0.175 × −50 = −8.75; net 1000.00 + 8.75 = 1008.75.
    expect(list[0]!.taxOwed.toFixed(2)).toBe('-8.75');
    expect(list[0]!.netValue.toFixed(2)).toBe('1008.75');
  });

  it('values an empty account at zero', () => {
    expect(valueHoldings([]).grossTotal.toFixed(2)).toBe('0.00');
  });
});
