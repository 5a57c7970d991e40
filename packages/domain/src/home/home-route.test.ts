import { describe, expect, it } from 'vitest';
import { canOpenAccountSearch, canOpenClientList, clientHomeRedirect } from './home-route.js';

const client = { userType: 'Client', isProspect: false, isRelatedOnly: false } as const;

describe('clientHomeRedirect', () => {
  it('keeps a client with owned accounts on the client home', () => {
    expect(clientHomeRedirect(client)).toBeNull();
  });
  it('sends staff and advisers to their home route, the client book', () => {
    expect(clientHomeRedirect({ ...client, userType: 'Staff' })).toBe('/dashboard/clients');
    expect(clientHomeRedirect({ ...client, userType: 'Intermediary' })).toBe('/dashboard/clients');
  });
  it('sends staff and advisers to the client book even when flagged related-only or prospect', () => {
    expect(clientHomeRedirect({ userType: 'Intermediary', isRelatedOnly: true, isProspect: false })).toBe('/dashboard/clients');
    expect(clientHomeRedirect({ userType: 'Staff', isRelatedOnly: true, isProspect: true })).toBe('/dashboard/clients');
  });
  it('redirects related-accounts-only users who are not prospects to the account search', () => {
    expect(clientHomeRedirect({ ...client, isRelatedOnly: true })).toBe('/dashboard/accounts');
  });
  it('keeps related-only prospects on the client home', () => {
    expect(clientHomeRedirect({ ...client, isRelatedOnly: true, isProspect: true })).toBeNull();
  });
});

describe('canOpenAccountSearch', () => {
  it('admits staff, advisers and the related-only users the client home sends there', () => {
    expect(canOpenAccountSearch({ ...client, userType: 'Staff' })).toBe(true);
    expect(canOpenAccountSearch({ ...client, userType: 'Intermediary' })).toBe(true);
    expect(canOpenAccountSearch({ ...client, isRelatedOnly: true })).toBe(true);
  });
  it('refuses clients and prospects', () => {
    expect(canOpenAccountSearch(client)).toBe(false);
    expect(canOpenAccountSearch({ ...client, isProspect: true, isRelatedOnly: true })).toBe(false);
  });
});

describe('canOpenClientList', () => {
  it('admits only staff and advisers', () => {
    expect(canOpenClientList({ userType: 'Staff' })).toBe(true);
    expect(canOpenClientList({ userType: 'Intermediary' })).toBe(true);
    expect(canOpenClientList({ userType: 'Client' })).toBe(false);
  });
});
