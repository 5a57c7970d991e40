import { describe, expect, it } from 'vitest';
import { accountFundIds } from './account-fund-ids.js';
import { hasNextFund, nextFundId } from './next-fund.js';

describe('Next Fund (spec 001 §2 Fund details page)', () => {
  const funds = ['F1', 'F2', 'F3'];

  it('goes to the next fund and wraps from the last to the first', () => {
    expect(nextFundId(funds, 'F1')).toBe('F2');
    expect(nextFundId(funds, 'F2')).toBe('F3');
    expect(nextFundId(funds, 'F3')).toBe('F1');
  });

  it('is shown only when the account holds more than one fund', () => {
    expect(hasNextFund(['F1'])).toBe(false);
    expect(nextFundId(['F1'], 'F1')).toBeNull();
    expect(hasNextFund([])).toBe(false);
    expect(hasNextFund(['F1', 'F2'])).toBe(true);
  });

  it('starts at the first fund from a fund the account does not hold', () => {
    expect(nextFundId(funds, 'F9')).toBe('F1');
  });
});

describe("an account's funds, from its asset breakdown", () => {
  it('lists each security once, by name, whatever the classes and values', () => {
    const ids = accountFundIds({
      assetClasses: [
        {
          securities: [
            { securityName: 'Tasman Global Equity Fund', msSecurityId: 'G' },
            { securityName: 'Tasman Balanced Fund', msSecurityId: 'B' },
          ],
        },
        {
          securities: [
            { securityName: 'Tasman Balanced Fund', msSecurityId: 'B' },
            { securityName: 'Tasman Diversified Income Fund', msSecurityId: 'D' },
          ],
        },
      ],
    });
    expect(ids).toEqual(['B', 'D', 'G']);
  });
});
