import { describe, expect, it } from 'vitest';
import { defaultSearchState, hasSearch, readSearchState, searchQuery, writeSearchState } from './search-state';

const NZ_STAFF = { channel: 'NZ', isStaff: true } as const;
const NZ_ADVISER = { channel: 'NZ', isStaff: false } as const;
const AU_ADVISER = { channel: 'AU', isStaff: false } as const;

/** An address query as the browser hands it over (the domain has no URLSearchParams type). */
const query = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe('account search state in the address', () => {
  it('starts by number, all types, open accounts, page 1 (spec 001 §5, §9)', () => {
    expect(defaultSearchState(NZ_STAFF)).toEqual({
      searchBy: 'number',
      searchTerm: '',
      productType: 'ALL',
      accountIsOpen: 'true',
      page: 1,
    });
    expect(defaultSearchState(AU_ADVISER).productType).toBe('UT-AUS');
  });

  it('reads back what it wrote', () => {
    const state = { searchBy: 'name', searchTerm: 'Māori Trust', productType: 'KS', accountIsOpen: 'all', page: 3 } as const;
    const written = query(writeSearchState(state, NZ_STAFF));
    expect(hasSearch(written)).toBe(true);
    expect(readSearchState(written, NZ_STAFF)).toEqual(state);
  });

  it('writes no Account Status for a non-staff user and reads none from a link (spec 001 §6)', () => {
    const written = writeSearchState({ ...defaultSearchState(NZ_ADVISER), accountIsOpen: 'false' }, NZ_ADVISER);
    expect(written).not.toHaveProperty('accountIsOpen');
    expect(readSearchState(query({ searchBy: 'number', accountIsOpen: 'false' }), NZ_ADVISER).accountIsOpen).toBe('true');
  });

  it('holds the Australian portal at UT-AUS whatever the link says', () => {
    expect(readSearchState(query({ searchBy: 'number', productType: 'KS' }), AU_ADVISER).productType).toBe('UT-AUS');
  });

  it('falls back to the defaults for values the form could not have written', () => {
    for (const page of ['0', '-1', 'abc', '1.5', '10000001', '']) {
      expect(readSearchState(query({ searchBy: 'name', page }), NZ_STAFF).page).toBe(1);
    }
    const odd = readSearchState(query({ searchBy: 'owner', productType: 'XX', accountIsOpen: 'maybe' }), NZ_STAFF);
    expect(odd).toMatchObject({ searchBy: 'number', productType: 'ALL', accountIsOpen: 'true' });
    // UT-AUS is not a New Zealand product: the filter does not offer it there.
    expect(readSearchState(query({ productType: 'UT-AUS' }), NZ_STAFF).productType).toBe('ALL');
    expect(readSearchState(query({ searchTerm: `  ${'x'.repeat(150)}  ` }), NZ_STAFF).searchTerm).toHaveLength(100);
    expect(readSearchState(query({ searchTerm: 'Ng\u0000a' }), NZ_STAFF).searchTerm).toBe('Nga');
  });

  it('has no search until one is run', () => {
    expect(hasSearch(query({}))).toBe(false);
    expect(hasSearch(query({ page: '2' }))).toBe(false);
  });

  it('sends the Account Status only for staff', () => {
    const state = { ...defaultSearchState(NZ_STAFF), accountIsOpen: 'false' } as const;
    expect(searchQuery(state, NZ_STAFF)).toEqual({ searchBy: 'number', searchTerm: '', productType: 'ALL', accountIsOpen: 'false', pageNo: 1 });
    expect(searchQuery(state, NZ_ADVISER)).not.toHaveProperty('accountIsOpen');
  });
});
