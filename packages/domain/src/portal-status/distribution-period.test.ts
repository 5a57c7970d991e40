import { describe, expect, it } from 'vitest';
import { isInDistributionPeriod } from './distribution-period.js';

describe('distribution period (spec 000 §4 Sign-in 6, §9: dates are configuration)', () => {
  it('includes its first and last days and nothing outside them', () => {
    expect(isInDistributionPeriod('2026-07-01', '2026-07-01', '2026-07-21')).toBe(true);
    expect(isInDistributionPeriod('2026-07-21', '2026-07-01', '2026-07-21')).toBe(true);
    expect(isInDistributionPeriod('2026-06-30', '2026-07-01', '2026-07-21')).toBe(false);
    expect(isInDistributionPeriod('2026-07-22', '2026-07-01', '2026-07-21')).toBe(false);
  });

  it('is never on when either date is not configured', () => {
    expect(isInDistributionPeriod('2026-07-10', null, '2026-07-21')).toBe(false);
    expect(isInDistributionPeriod('2026-07-10', '2026-07-01', null)).toBe(false);
  });
});
