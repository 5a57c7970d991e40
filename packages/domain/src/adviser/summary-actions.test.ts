import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../channel/channel';
import { canInitiateTransaction } from './summary-actions';

describe('canInitiateTransaction (spec 001 §6)', () => {
  it('offers it to staff and intermediaries for KS and UT accounts only', () => {
    for (const userType of ['Staff', 'Intermediary'] as const) {
      expect(PRODUCT_TYPES.filter((type) => canInitiateTransaction(userType, type))).toEqual(['KS', 'UT']);
    }
  });

  it('never offers it to a client', () => {
    expect(PRODUCT_TYPES.some((type) => canInitiateTransaction('Client', type))).toBe(false);
  });
});
