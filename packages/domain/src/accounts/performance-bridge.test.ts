import { describe, expect, it } from 'vitest';
import { linesAddUp, sumOfLines } from './bridge-lines.js';
import { accountBridgeLines, type AccountBridgeFigures } from './performance-bridge.js';

const none = { totalValue: 0, groupedSummary: [] };

// A KiwiSaver year worked by hand:
//   opening 10,000.00 + contributions 3,120.00 (member 1,560.00, employer 1,039.36, government 520.64)
//   − withdrawals 0.00 + earnings 812.40 − fees 45.00 − PIE tax 96.15 = closing 13,791.25
const kiwiSaverYear: AccountBridgeFigures = {
  openingValue: 10_000,
  closingValue: 13_791.25,
  Contributions: {
    totalValue: 3_120,
    groupedSummary: [
      { name: 'Member', totalValue: 1_560 },
      { name: 'Employer', totalValue: 1_039.36 },
      { name: 'Government', totalValue: 520.64 },
    ],
  },
  Withdrawals: none,
  TransfersIn: none,
  TransfersOut: none,
  investmentEBFAT: 812.4,
  fees: 45,
  taxPaid: 96.15,
};

describe('account value bridge (DESIGN §5: every figure balances)', () => {
  it('reads opening, contributions, withdrawals, earnings, fees, tax, closing and adds up', () => {
    const lines = accountBridgeLines(kiwiSaverYear, 'NZ');
    expect(lines.map((line) => [line.label, line.amount])).toEqual([
      ['Opening value', 10_000],
      ['Contributions', 3_120],
      ['Withdrawals', -0],
      ['Investment earnings (before fees and tax)', 812.4],
      ['Fees charged to the account', -45],
      ['PIE tax', -96.15],
      ['Closing value', 13_791.25],
    ]);
    expect(sumOfLines(lines).toFixed(2)).toBe('13791.25');
    expect(linesAddUp(lines)).toBe(true);
  });

  it('shows contribution parts expanded; withdrawal parts collapsed', () => {
    const lines = accountBridgeLines(
      {
        ...kiwiSaverYear,
        Withdrawals: { totalValue: 500, groupedSummary: [{ name: 'Hardship', totalValue: 500 }] },
        closingValue: 13_291.25,
      },
      'NZ',
    );
    const contributions = lines.find((line) => line.key === 'contributions');
    const withdrawals = lines.find((line) => line.key === 'withdrawals');
    expect(contributions?.parts?.map((part) => part.name)).toEqual(['Member', 'Employer', 'Government']);
    expect(contributions?.initiallyExpanded).toBe(true);
    expect(withdrawals?.amount).toBe(-500);
    expect(withdrawals?.initiallyExpanded).toBe(false);
    expect(linesAddUp(lines)).toBe(true);
  });

  it('lists transfers only when there were any, and counts them', () => {
    // 10,000 + 3,120 + transfer in 2,000 − transfer out 250.50 + 812.40 − 45 − 96.15 = 15,540.75
    const lines = accountBridgeLines(
      {
        ...kiwiSaverYear,
        TransfersIn: { totalValue: 2_000, groupedSummary: [] },
        TransfersOut: { totalValue: 250.5, groupedSummary: [] },
        closingValue: 15_540.75,
        // Switches between the account's own funds: not lines of the account's bridge.
        ...{ SwitchIn: { totalValue: 900, groupedSummary: [] }, SwitchOut: { totalValue: 900, groupedSummary: [] } },
      },
      'NZ',
    );
    expect(lines.map((line) => line.key)).toEqual([
      'opening',
      'contributions',
      'withdrawals',
      'transfers-in',
      'transfers-out',
      'earnings',
      'fees',
      'tax',
      'closing',
    ]);
    expect(linesAddUp(lines)).toBe(true);
  });

  it('notices figures that do not add up', () => {
    expect(linesAddUp(accountBridgeLines({ ...kiwiSaverYear, closingValue: 13_791.26 }, 'NZ'))).toBe(false);
  });

  it('calls the tax line Tax on the Australian portal', () => {
    expect(accountBridgeLines(kiwiSaverYear, 'AU').find((line) => line.key === 'tax')?.label).toBe('Tax');
  });
});
