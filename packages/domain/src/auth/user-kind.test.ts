import { describe, expect, it } from 'vitest';
import { isProspectStatus, isRelatedOnly, productHoldings, type HeldAccount } from './user-kind.js';

const account = (productType: HeldAccount['productType'], ownershipType: HeldAccount['ownershipType'], open = true) => ({
  productType,
  ownershipType,
  accountIsOpen: open,
});

describe('user kinds (spec 000 §3, §6)', () => {
  it('treats the three prospect status codes as prospects', () => {
    for (const code of ['PROSPECTPW', 'KSPROSPECT', 'PROSPECTUT']) expect(isProspectStatus(code)).toBe(true);
    expect(isProspectStatus(null)).toBe(false);
    expect(isProspectStatus('ACTIVE')).toBe(false);
  });

  it('calls a client related-only when they hold related accounts and own no open one', () => {
    expect(isRelatedOnly('Client', [account('UT', 'RELATED')])).toBe(true);
    expect(isRelatedOnly('Client', [account('UT', 'RELATED'), account('KS', 'OWNER')])).toBe(false);
    expect(isRelatedOnly('Client', [account('UT', 'RELATED'), account('KS', 'OWNER', false)])).toBe(true);
    expect(isRelatedOnly('Client', [])).toBe(false);
    expect(isRelatedOnly('Staff', [account('UT', 'RELATED')])).toBe(false);
  });

  it('flags held products from open owned accounts only', () => {
    const holds = productHoldings('Client', [account('KS', 'OWNER'), account('PE', 'OWNER', false), account('PW', 'RELATED')]);
    expect(holds).toEqual({ KS: true, UT: false, 'UT-AUS': false, PW: false, PE: false });
  });

  it('treats fund products as all of KS, UT and PW for a related-only user (spec 000 §6)', () => {
    const holds = productHoldings('Client', [account('UT', 'RELATED')]);
    expect(holds).toMatchObject({ KS: true, UT: true, PW: true });
  });
});
