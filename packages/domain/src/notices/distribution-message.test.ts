import { describe, expect, it } from 'vitest';
import { distributionMessage, periodText } from './distribution-message.js';

describe('distributionMessage (spec 000 §2.3, §9; issue 9 item 19)', () => {
  it("keeps the spec's wording for the usual period, 1 to 21 July", () => {
    expect(distributionMessage({ start: '2026-07-01', end: '2026-07-21' })).toBe(
      'Our annual distribution runs from 1 to 21 July. During this time pricing, valuations and withdrawals are delayed.',
    );
  });

  it('names the configured dates of a period in another month, never July', () => {
    const message = distributionMessage({ start: '2026-11-20', end: '2026-11-30' });
    expect(message).toContain('runs from 20 to 30 November.');
    expect(message).not.toContain('July');
  });

  it('names both months, and both years, when the period crosses them', () => {
    expect(periodText({ start: '2026-06-28', end: '2026-07-12' })).toBe('28 June to 12 July');
    expect(periodText({ start: '2026-12-29', end: '2027-01-12' })).toBe('29 December 2026 to 12 January 2027');
  });

  it('says "on" for a one-day period', () => {
    expect(distributionMessage({ start: '2026-07-01', end: '2026-07-01' })).toContain('runs on 1 July.');
  });
});
