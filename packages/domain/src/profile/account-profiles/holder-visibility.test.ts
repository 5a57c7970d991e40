import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from './account-type.js';
import { showsHolderTable, visibleHolders } from './holder-visibility.js';

const holders = [
  { name: 'Anderson Orchards Limited', role: 'Owner' },
  { name: 'Tom Anderson', role: 'Director' },
  { name: 'Ruth Anderson', role: 'Authorised Signatory' },
];

describe('holder visibility (spec 002 §6)', () => {
  it('hides the table for Individual and Applicant accounts', () => {
    expect(showsHolderTable('Individual')).toBe(false);
    expect(showsHolderTable('Applicant')).toBe(false);
    expect(visibleHolders('Individual', holders)).toEqual([]);
    expect(visibleHolders('Applicant', holders)).toEqual([]);
  });

  it('hides holders with role Owner for Company and Trust accounts, whatever the case of the role', () => {
    expect(visibleHolders('Company', holders).map((h) => h.name)).toEqual(['Tom Anderson', 'Ruth Anderson']);
    expect(visibleHolders('Trust', [{ role: ' OWNER ' }, { role: 'Trustee' }])).toEqual([{ role: 'Trustee' }]);
  });

  it('shows every holder of a Joint account, Owners included', () => {
    const joint = [{ role: 'Owner' }, { role: 'Joint Owner' }, { role: 'Power of Attorney' }];
    expect(visibleHolders('Joint', joint)).toEqual(joint);
    expect(showsHolderTable('Joint')).toBe(true);
  });

  it('never shows a holder with role Owner except on a Joint account, for any list (property)', () => {
    for (const type of ACCOUNT_TYPES) {
      const shown = visibleHolders(type, holders);
      expect(shown.length).toBeLessThanOrEqual(holders.length);
      if (type !== 'Joint') expect(shown.some((h) => h.role === 'Owner')).toBe(false);
    }
  });
});
