import { describe, expect, it } from 'vitest';
import { pePricingDate } from './pe-pricing-date.js';

// spec 001 §9: 'PE pricing is monthly from 01 September 2018, quarterly before.'
describe('the date a private-equity holding is valued at', () => {
  it('values every month end from September 2018 at that month end', () => {
    expect(pePricingDate('2018-09-30')).toBe('2018-09-30');
    expect(pePricingDate('2018-10-31')).toBe('2018-10-31');
    expect(pePricingDate('2025-02-28')).toBe('2025-02-28');
  });

  it('values a month end before September 2018 at the quarter end on or before it', () => {
    // July and August 2018 had no price of their own: the June quarter's is the last.
    expect(pePricingDate('2018-07-31')).toBe('2018-06-30');
    expect(pePricingDate('2018-08-31')).toBe('2018-06-30');
    expect(pePricingDate('2018-06-30')).toBe('2018-06-30');
    expect(pePricingDate('2017-11-30')).toBe('2017-09-30');
    expect(pePricingDate('2017-12-31')).toBe('2017-12-31');
    expect(pePricingDate('2016-03-31')).toBe('2016-03-31');
  });

  it('values January and February at the December quarter end of the year before', () => {
    expect(pePricingDate('2017-01-31')).toBe('2016-12-31');
    expect(pePricingDate('2016-02-29')).toBe('2015-12-31');
  });

  it('treats any date the same way, not only month ends', () => {
    expect(pePricingDate('2018-06-29')).toBe('2018-03-31');
    expect(pePricingDate('2026-11-23')).toBe('2026-11-23');
  });
});
