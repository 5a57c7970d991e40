import { describe, expect, it } from 'vitest';
import { feeSummary } from './fund-charges.js';

describe('fee summary: member fees beside the funds’ estimated management fees (issue 9 item 5)', () => {
  it('estimates each fund’s charge from its fee rate and its day-weighted average value (worked by hand)', () => {
    // Period 1–10 January 2024: 10 calendar days.
    // Growth, 1.05 % p.a.: $10,000.00 at the close before; $12,000.00 from 6 January.
    //   Days 1–5 at 10,000 and 6–10 at 12,000: average (5 × 10,000 + 5 × 12,000) / 10 = 11,000.00;
    //   charge 1.05 % × 11,000 × 10 / 365 = 115.50 × 10 / 365 = 3.1643… → $3.16.
    // Cash fund, 0.50 % p.a.: nothing before; $3,650.00 from 4 January (a Thursday), unchanged to the 10th.
    //   7 days × 3,650 / 10 = 2,555.00 average; 0.50 % × 2,555 × 10 / 365 = 0.35 → $0.35.
    // Member fees charged to the account: $10.00. Total 10.00 + 3.16 + 0.35 = $13.51.
    const summary = feeSummary(
      { from: '2024-01-01', to: '2024-01-10' },
      [
        { name: 'Cash', feePercent: 0.5, openingValueCents: 0, dates: ['2024-01-04', '2024-01-05', '2024-01-08'], valueCents: [365_000, 365_000, 365_000] },
        { name: 'Growth', feePercent: 1.05, openingValueCents: 1_000_000, dates: ['2024-01-02', '2024-01-06', '2024-01-09'], valueCents: [1_000_000, 1_200_000, 1_200_000] },
      ],
      '-10.00',
    );
    expect(summary.funds).toEqual([
      { name: 'Growth', feePercent: 1.05, averageValue: '11000.00', estimatedCharge: '3.16' },
      { name: 'Cash', feePercent: 0.5, averageValue: '2555.00', estimatedCharge: '0.35' },
    ]);
    expect(summary.memberFees).toBe('10.00');
    expect(summary.estimatedFundCharges).toBe('3.51');
    expect(summary.estimatedTotalFees).toBe('13.51');
  });

  it('charges a year’s rate on a year held at a constant value (the definition of a rate p.a.)', () => {
    // 365 days of 2023 at $100,000.00 in a 1.05 % fund: exactly $1,050.00.
    const summary = feeSummary(
      { from: '2023-01-01', to: '2023-12-31' },
      [{ name: 'Balanced', feePercent: 1.05, openingValueCents: 10_000_000, dates: [], valueCents: [] }],
      0,
    );
    expect(summary.estimatedFundCharges).toBe('1050.00');
    expect(summary.estimatedTotalFees).toBe('1050.00');
  });

  it('leaves out funds without a fee rate (listed shares) and funds not held in the period', () => {
    const summary = feeSummary(
      { from: '2024-01-01', to: '2024-01-31' },
      [
        { name: 'Shares', feePercent: null, openingValueCents: 500_000, dates: [], valueCents: [] },
        { name: 'Sold earlier', feePercent: 0.9, openingValueCents: 0, dates: [], valueCents: [] },
      ],
      '2.50',
    );
    expect(summary.funds).toEqual([]);
    expect(summary.estimatedFundCharges).toBe('0.00');
    expect(summary.estimatedTotalFees).toBe('2.50');
  });
});
