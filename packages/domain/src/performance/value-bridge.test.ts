import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { mulberry32 as seededRandom } from '../random/mulberry32.js';
import { bridgeBalances, valueBridge } from './value-bridge.js';

const zero = { contributions: 0, withdrawals: 0, transfersIn: 0, transfersOut: 0, fees: 0, tax: 0 };

describe('value bridge (DESIGN §5: opening + contributions − withdrawals ± transfers + earnings − fees − tax = closing)', () => {
  it('derives investment earnings as the balancing figure', () => {
    // Hand-computed: 10,000 + 2,000 − 500 + 300 − 100 − 45.50 − 120.25 = 11,534.25;
    // closing 12,034.25, so earnings = 12,034.25 − 11,534.25 = 500.00.
    const bridge = valueBridge({
      opening: '10000',
      contributions: '2000',
      withdrawals: '500',
      transfersIn: '300',
      transfersOut: '100',
      fees: '45.50',
      tax: '120.25',
      closing: '12034.25',
    });
    expect(bridge.investmentEarnings).toBe('500.00');
    expect(bridge).toMatchObject({ opening: '10000.00', fees: '45.50', tax: '120.25', closing: '12034.25' });
    expect(bridgeBalances(bridge)).toBe(true);
  });

  it('reports negative earnings for a fall in value', () => {
    // Hand-computed: 1,000 opening, 0 flows, 940 closing: earnings −60.00.
    expect(valueBridge({ opening: 1000, ...zero, closing: 940 }).investmentEarnings).toBe('-60.00');
  });

  it('sums money in decimal, not binary floating point', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in doubles; in the bridge it is exactly 0.30.
    const bridge = valueBridge({ opening: 0.1, ...zero, contributions: 0.2, closing: 0.3 });
    expect(bridge.investmentEarnings).toBe('0.00');
  });

  it('rounds each figure to the cent as shown, so the figures a client reads add up', () => {
    // Hand-computed: 100.005 shows as 100.01 (half away from zero), 50.004 as 50.00, closing 200.006
    // as 200.01, so earnings = 200.01 − 100.01 − 50.00 = 50.00.
    const bridge = valueBridge({ opening: '100.005', ...zero, contributions: '50.004', closing: '200.006' });
    expect(bridge).toMatchObject({ opening: '100.01', contributions: '50.00', closing: '200.01', investmentEarnings: '50.00' });
    expect(bridgeBalances(bridge)).toBe(true);
  });

  it('says a bridge that is a cent out does not balance', () => {
    const bridge = valueBridge({ opening: 1000, ...zero, closing: 1100 });
    expect(bridgeBalances({ ...bridge, investmentEarnings: '100.01' })).toBe(false);
    expect(bridgeBalances({ ...bridge, investmentEarnings: '99.99' })).toBe(false);
    expect(bridgeBalances(bridge)).toBe(true);
  });

  it('always balances to the cent for random figures', () => {
    const random = seededRandom(99);
    const amount = (max: number) => new Decimal(random() * max).toDecimalPlaces(4).toString();
    for (let trial = 0; trial < 500; trial += 1) {
      const bridge = valueBridge({
        opening: amount(1_000_000),
        contributions: amount(50_000),
        withdrawals: amount(50_000),
        transfersIn: amount(20_000),
        transfersOut: amount(20_000),
        fees: amount(5_000),
        tax: amount(5_000),
        closing: amount(1_200_000),
      });
      expect(bridgeBalances(bridge)).toBe(true);
      const sum = ['opening', 'contributions', 'transfersIn', 'investmentEarnings'] as const;
      const less = ['withdrawals', 'transfersOut', 'fees', 'tax'] as const;
      const total = sum.reduce((t, k) => t.plus(bridge[k]), new Decimal(0)).minus(less.reduce((t, k) => t.plus(bridge[k]), new Decimal(0)));
      expect(total.toFixed(2)).toBe(bridge.closing);
    }
  });
});
