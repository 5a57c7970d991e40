import { describe, expect, it } from 'vitest';
import { capitalSummary } from './capital-summary.js';

const figures = (summary: ReturnType<typeof capitalSummary>) => ({
  committedCapital: summary.committedCapital.toFixed(2),
  calledCapital: summary.calledCapital.toFixed(2),
  uncalledCapital: summary.uncalledCapital.toFixed(2),
  distributionsCashTotal: summary.distributionsCashTotal.toFixed(2),
  transferInTotal: summary.transferInTotal.toFixed(2),
  transferOutTotal: summary.transferOutTotal.toFixed(2),
  showTransferNotice: summary.showTransferNotice,
});

// Uncalled capital (also 'unfunded commitment') is the commitment less the capital called so far:
// ILPA, 'Capital Call & Distribution Template' (2016), and spec 001 §3 (uncalled = committed − called).
describe('private-equity capital figures (spec 001 §3 Account PE fields)', () => {
  it('adds the calls and distributions and leaves committed less called uncalled', () => {
    // Committed 250,000.00; calls 50,000.00 + 25,000.00 + 12,345.67 = 87,345.67; uncalled
    // 250,000.00 − 87,345.67 = 162,654.33; distributions 3,000.00 + 1,234.56 = 4,234.56.
    const summary = capitalSummary(
      ['250000.00'],
      [
        { kind: 'CapitalCall', value: '50000.00' },
        { kind: 'CapitalCall', value: '25000.00' },
        { kind: 'Distribution', value: '3000.00' },
        { kind: 'CapitalCall', value: '12345.67' },
        { kind: 'Distribution', value: '1234.56' },
      ],
    );
    expect(figures(summary)).toEqual({
      committedCapital: '250000.00',
      calledCapital: '87345.67',
      uncalledCapital: '162654.33',
      distributionsCashTotal: '4234.56',
      transferInTotal: '0.00',
      transferOutTotal: '0.00',
      showTransferNotice: false,
    });
  });

  it('adds several commitments and shows an over-call as negative uncalled capital', () => {
    // 100,000.00 + 50,000.00 = 150,000.00 committed; 160,000.00 called: 150,000.00 − 160,000.00 = −10,000.00.
    const summary = capitalSummary(['100000', '50000'], [{ kind: 'CapitalCall', value: '160000' }]);
    expect(summary.uncalledCapital.toFixed(2)).toBe('-10000.00');
  });

  it('totals transfers as positive amounts and then shows the transfer notice', () => {
    // A transfer out is booked with the sign of its units (negative).
    const out = capitalSummary(['1000'], [{ kind: 'TransferOut', value: '-120.50' }, { kind: 'TransferOut', value: '-79.50' }]);
    expect(out.transferOutTotal.toFixed(2)).toBe('200.00');
    expect(out.showTransferNotice).toBe(true);
    const inward = capitalSummary(['1000'], [{ kind: 'TransferIn', value: '0.01' }]);
    expect(inward.transferInTotal.toFixed(2)).toBe('0.01');
    expect(inward.showTransferNotice).toBe(true);
  });

  it('is all zeros with nothing committed or called', () => {
    expect(figures(capitalSummary([], []))).toEqual({
      committedCapital: '0.00',
      calledCapital: '0.00',
      uncalledCapital: '0.00',
      distributionsCashTotal: '0.00',
      transferInTotal: '0.00',
      transferOutTotal: '0.00',
      showTransferNotice: false,
    });
  });
});
