import { describe, expect, it } from 'vitest';
import { carriesPieTax } from './carries-pie-tax.js';

// IRD, 'Portfolio investment entities' (ird.govt.nz): a PIE attributes its income to investors and
// taxes it at their prescribed investor rate. A share held directly is not a PIE (issue 9 item 6).
describe('which holdings carry PIE tax', () => {
  it('taxes a KiwiSaver, investment or wealth-management fund at the PIR', () => {
    expect(carriesPieTax({ securityType: 'Fund', productCodes: ['KS', 'UT', 'PW'] })).toBe(true);
    expect(carriesPieTax({ securityType: 'Fund', productCodes: ['PW'] })).toBe(true);
  });

  it('leaves a directly held listed share untaxed by PIE rules', () => {
    expect(carriesPieTax({ securityType: 'Direct', productCodes: ['PW'] })).toBe(false);
  });

  it('leaves the private-equity fund and the Australian unit trusts untaxed by PIE rules', () => {
    expect(carriesPieTax({ securityType: 'Fund', productCodes: ['PE'] })).toBe(false);
    expect(carriesPieTax({ securityType: 'Fund', productCodes: ['UT-AUS'] })).toBe(false);
  });
});
