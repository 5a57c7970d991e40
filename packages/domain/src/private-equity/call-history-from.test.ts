import { describe, expect, it } from 'vitest';
import { callHistoryFrom } from './call-history-from.js';

// spec 001 §7 'Transactions for PE calls': from the signup date, or 10 years back; §9 default history 10 years.
describe('the start of the private-equity call history', () => {
  it('starts at the signup date', () => {
    expect(callHistoryFrom('2020-04-15', '2026-11-23')).toBe('2020-04-15');
  });

  it('goes back 10 years from today without a signup date, 29 February to 28 February', () => {
    expect(callHistoryFrom(null, '2026-11-23')).toBe('2016-11-23');
    expect(callHistoryFrom(null, '2024-02-29')).toBe('2014-02-28');
  });
});
