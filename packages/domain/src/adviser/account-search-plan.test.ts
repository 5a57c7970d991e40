import { describe, expect, it } from 'vitest';
import { AccountSearchQuery } from '../contracts/adviser.js';
import { accountSearchPlan, accountSearchScope, type AccountSearcher } from './account-search-plan.js';

const staff: AccountSearcher = { userType: 'Staff', channel: 'NZ', clientId: null, adviserId: null };
const adviser: AccountSearcher = { userType: 'Intermediary', channel: 'NZ', clientId: null, adviserId: 'adv-1' };
const client: AccountSearcher = { userType: 'Client', channel: 'NZ', clientId: 'cli-1', adviserId: null };

const query = (raw: Record<string, string> = {}) => AccountSearchQuery.parse(raw);

describe('who an account search may list (issue 10, spec 001 §6)', () => {
  it('gives staff the whole portal, an adviser their own accounts and a client the accounts they hold', () => {
    expect(accountSearchScope(staff)).toEqual({ kind: 'portal' });
    expect(accountSearchScope(adviser)).toEqual({ kind: 'adviser', adviserId: 'adv-1' });
    expect(accountSearchScope(client)).toEqual({ kind: 'holder', clientId: 'cli-1' });
  });

  it('gives an adviser with no adviser record, and a client with no client record, nothing', () => {
    expect(accountSearchScope({ ...adviser, adviserId: null })).toEqual({ kind: 'nothing' });
    expect(accountSearchScope({ ...client, clientId: null })).toEqual({ kind: 'nothing' });
  });

  it('never lets a client reach an adviser scope through an adviser id, nor an adviser the portal', () => {
    expect(accountSearchScope({ ...client, adviserId: 'adv-1' })).toEqual({ kind: 'holder', clientId: 'cli-1' });
    expect(accountSearchScope({ ...adviser, clientId: 'cli-1' })).toEqual({ kind: 'adviser', adviserId: 'adv-1' });
  });
});

describe('the search a query becomes (spec 001 §5, §6, §9)', () => {
  it('searches by number, open accounts of every product, page 1, by default', () => {
    expect(accountSearchPlan(staff, query())).toEqual({
      channel: 'NZ',
      scope: { kind: 'portal' },
      productType: null,
      accountIsOpen: true,
      searchBy: 'number',
      searchTerm: '',
      numberColumns: 'number',
      limit: 20,
      offset: 0,
    });
  });

  it('applies the Account Status filter for staff only (Open, Closed, All)', () => {
    expect(accountSearchPlan(staff, query({ accountIsOpen: 'false' })).accountIsOpen).toBe(false);
    expect(accountSearchPlan(staff, query({ accountIsOpen: 'all' })).accountIsOpen).toBeNull();
    for (const searcher of [adviser, client]) {
      for (const accountIsOpen of ['true', 'false', 'all']) {
        expect(accountSearchPlan(searcher, query({ accountIsOpen })).accountIsOpen).toBeNull();
      }
    }
  });

  it('filters by one product type, or none for ALL', () => {
    expect(accountSearchPlan(staff, query({ productType: 'KS' })).productType).toBe('KS');
    expect(accountSearchPlan(staff, query({ productType: 'ALL' })).productType).toBeNull();
  });

  it('fixes the AU portal to UT-AUS whatever is sent, and searches its alternative numbers too', () => {
    const auStaff = { ...staff, channel: 'AU' as const };
    for (const productType of ['ALL', 'KS', 'PW', 'UT-AUS']) {
      expect(accountSearchPlan(auStaff, query({ productType })).productType).toBe('UT-AUS');
    }
    expect(accountSearchPlan(auStaff, query()).numberColumns).toBe('alternative-or-number');
  });

  it('pages by 20: page 3 starts after 40 accounts', () => {
    const plan = accountSearchPlan(staff, query({ pageNo: '3' }));
    expect(plan.limit).toBe(20);
    expect(plan.offset).toBe(40);
  });

  it('searches by name with the term trimmed', () => {
    const plan = accountSearchPlan(adviser, query({ searchBy: 'name', searchTerm: '  Mitchell ' }));
    expect(plan.searchBy).toBe('name');
    expect(plan.searchTerm).toBe('Mitchell');
  });
});
