import { describe, expect, it } from 'vitest';
import { unitsAt } from './units-at.js';

const movements = [
  { securityId: 'GROWTH', tradeDate: '2024-01-15', units: '1000.1234' },
  { securityId: 'GROWTH', tradeDate: '2024-02-15', units: '250.5' },
  { securityId: 'GROWTH', tradeDate: '2024-03-15', units: '-100.0034' },
  { securityId: 'CASH', tradeDate: '2024-02-01', units: '500' },
  { securityId: 'CASH', tradeDate: '2024-02-20', units: '-500' },
];

describe('units at a date (DESIGN §5: units from transactions with a trade date on or before it)', () => {
  it('sums the signed units traded on or before the date', () => {
    // 1000.1234 + 250.5 = 1250.6234 (the 15 March sale is after 14 March).
    expect(unitsAt(movements, '2024-03-14').get('GROWTH')?.toString()).toBe('1250.6234');
    // 1250.6234 − 100.0034 = 1150.62 on the trade date itself.
    expect(unitsAt(movements, '2024-03-15').get('GROWTH')?.toString()).toBe('1150.62');
  });

  it('adds units exactly, without binary floating-point error', () => {
    const tenths = Array.from({ length: 3 }, () => ({ securityId: 'X', tradeDate: '2024-01-01', units: 0.1 }));
    // 0.1 + 0.1 + 0.1 = 0.3 (in doubles it would be 0.30000000000000004).
    expect(unitsAt(tenths, '2024-01-01').get('X')?.toString()).toBe('0.3');
  });

  it('holds nothing before the first trade and drops a security sold down to zero', () => {
    expect(unitsAt(movements, '2024-01-14').size).toBe(0);
    expect(unitsAt(movements, '2024-02-19').has('CASH')).toBe(true);
    expect(unitsAt(movements, '2024-02-20').has('CASH')).toBe(false);
  });
});
