import { describe, expect, it } from 'vitest';
import { fundList } from './fund-list.js';

describe('fund list (spec 001 §5: excludes cash and Vanguard funds)', () => {
  it('leaves out funds flagged or named as cash or Vanguard', () => {
    const funds = fundList([
      { name: 'Tasman Global Equity Fund' },
      { name: 'Tasman Cash Fund' },
      { name: 'Tasman Income Fund', isCash: true },
      { name: 'Vanguard International Shares Select Exclusions Index Fund' },
      { name: 'Tasman Diversified Fund', isVanguard: true },
      { name: 'Tasman Balanced Fund', isCash: false, isVanguard: false },
    ]);
    expect(funds.map((fund) => fund.name)).toEqual(['Tasman Global Equity Fund', 'Tasman Balanced Fund']);
  });
});
