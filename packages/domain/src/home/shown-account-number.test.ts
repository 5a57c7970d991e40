import { describe, expect, it } from 'vitest';
import { shownAccountNumber } from './shown-account-number.js';

const account = { accountNumber: '700123', accountNumberAlternative: 'TAU-0042' };

describe('shownAccountNumber', () => {
  it('shows the account number on the New Zealand portal', () => {
    expect(shownAccountNumber(account, 'NZ')).toBe('700123');
  });

  it('shows the alternative number on the Australian portal (spec 001 §6)', () => {
    expect(shownAccountNumber(account, 'AU')).toBe('TAU-0042');
  });

  it('falls back to the account number on the Australian portal when there is no alternative', () => {
    expect(shownAccountNumber({ ...account, accountNumberAlternative: null }, 'AU')).toBe('700123');
  });
});
