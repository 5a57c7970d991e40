import { describe, expect, it } from 'vitest';
import { profileAccounts, showsAccountProfiles } from './profile-accounts.js';

describe('profile accounts (spec 002 §2.4, §6)', () => {
  it('shows the tab only when an open account is not PW', () => {
    expect(showsAccountProfiles([{ productType: 'PW', accountIsOpen: true }])).toBe(false);
    expect(showsAccountProfiles([{ productType: 'UT', accountIsOpen: false }])).toBe(false);
    expect(showsAccountProfiles([{ productType: 'PW', accountIsOpen: true }, { productType: 'KS', accountIsOpen: true }])).toBe(true);
    expect(showsAccountProfiles([])).toBe(false);
  });

  it('leaves wealth-management accounts out of the selector, closed ones in', () => {
    const list = [
      { n: 1, productType: 'PW', accountIsOpen: true },
      { n: 2, productType: 'UT', accountIsOpen: false },
      { n: 3, productType: 'PE', accountIsOpen: true },
    ];
    expect(profileAccounts(list).map((a) => a.n)).toEqual([2, 3]);
  });
});
