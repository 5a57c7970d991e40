import { describe, expect, it } from 'vitest';
import { audienceProblem, isInAudience, type AudienceCandidate } from './audience.js';

const candidate = (over: Partial<AudienceCandidate> = {}): AudienceCandidate => ({
  clientKey: 'C100',
  usernames: ['jane.smith'],
  channel: 'NZ',
  clientStatusCode: null,
  holdings: [],
  ...over,
});
const holding = (accountNumber: string, productType: 'KS' | 'UT' | 'PW' | 'PE' | 'UT-AUS', ownershipType: 'OWNER' | 'RELATED' = 'OWNER', accountIsOpen = true) => ({
  accountNumber,
  productType,
  ownershipType,
  accountIsOpen,
});

describe('audience problems', () => {
  it('needs the client, the account number or the product type for those kinds', () => {
    expect(audienceProblem({ kind: 'client', value: ' ' }, 'NZ')).toBe('Enter the client key or username of the client.');
    expect(audienceProblem({ kind: 'account' }, 'NZ')).toBe('Enter the account number.');
    expect(audienceProblem({ kind: 'product', value: '' }, 'NZ')).toBe('Choose a product type.');
    expect(audienceProblem({ kind: 'client', value: 'C100' }, 'NZ')).toBeNull();
  });

  it("accepts only the staff member's own portal's product types", () => {
    expect(audienceProblem({ kind: 'product', value: 'KS' }, 'NZ')).toBeNull();
    expect(audienceProblem({ kind: 'product', value: 'UT-AUS' }, 'NZ')).toBe('The product type must be one of KS, UT, PW, PE on this portal.');
    expect(audienceProblem({ kind: 'product', value: 'KS' }, 'AU')).toBe('The product type must be one of UT-AUS on this portal.');
    expect(audienceProblem({ kind: 'product', value: 'UT-AUS' }, 'AU')).toBeNull();
  });

  it('refuses a value on the segments that take none', () => {
    expect(audienceProblem({ kind: 'channel', value: 'AU' }, 'NZ')).toBe('This audience takes no client, account or product type.');
    expect(audienceProblem({ kind: 'prospects', value: null }, 'NZ')).toBeNull();
  });
});

describe('who is in an audience', () => {
  it('never reaches a client of the other portal, whatever the audience', () => {
    const au = candidate({ channel: 'AU', clientStatusCode: 'PROSPECTUT', holdings: [holding('A1', 'UT-AUS')] });
    for (const audience of [
      { kind: 'client', value: 'C100' },
      { kind: 'account', value: 'A1' },
      { kind: 'product', value: 'UT-AUS' },
      { kind: 'channel' },
      { kind: 'prospects' },
    ] as const) {
      expect(isInAudience(audience, au, 'NZ'), audience.kind).toBe(false);
      expect(isInAudience(audience, au, 'AU'), audience.kind).toBe(true);
    }
  });

  it('finds one client by client key or by username, case-blind', () => {
    expect(isInAudience({ kind: 'client', value: 'C100' }, candidate(), 'NZ')).toBe(true);
    expect(isInAudience({ kind: 'client', value: 'Jane.Smith' }, candidate(), 'NZ')).toBe(true);
    expect(isInAudience({ kind: 'client', value: 'C101' }, candidate(), 'NZ')).toBe(false);
  });

  it("reaches an account's owners and related parties", () => {
    expect(isInAudience({ kind: 'account', value: 'N1' }, candidate({ holdings: [holding('N1', 'KS', 'RELATED')] }), 'NZ')).toBe(true);
    expect(isInAudience({ kind: 'account', value: 'N1' }, candidate({ holdings: [holding('N2', 'KS')] }), 'NZ')).toBe(false);
  });

  it('reaches the holders of an open account of the product type only', () => {
    const ks = { kind: 'product', value: 'KS' } as const;
    expect(isInAudience(ks, candidate({ holdings: [holding('N1', 'KS', 'RELATED')] }), 'NZ')).toBe(true);
    expect(isInAudience(ks, candidate({ holdings: [holding('N1', 'KS', 'OWNER', false)] }), 'NZ')).toBe(false);
    expect(isInAudience(ks, candidate({ holdings: [holding('N1', 'UT')] }), 'NZ')).toBe(false);
  });

  it('reaches prospects by their status code (spec 000 §3: PROSPECTPW, KSPROSPECT, PROSPECTUT)', () => {
    for (const code of ['PROSPECTPW', 'KSPROSPECT', 'PROSPECTUT']) {
      expect(isInAudience({ kind: 'prospects' }, candidate({ clientStatusCode: code }), 'NZ')).toBe(true);
    }
    expect(isInAudience({ kind: 'prospects' }, candidate({ clientStatusCode: 'ACTIVE' }), 'NZ')).toBe(false);
    expect(isInAudience({ kind: 'prospects' }, candidate(), 'NZ')).toBe(false);
  });
});
