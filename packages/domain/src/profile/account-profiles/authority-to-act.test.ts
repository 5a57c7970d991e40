import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from './account-type.js';
import { authorityChange, authorityChangeMessage, supportsAuthorityToAct } from './authority-to-act.js';

const owner = { authToAct: true };

describe('authority to act (spec 002 §4, §5)', () => {
  it('works for Joint accounts only', () => {
    expect(ACCOUNT_TYPES.filter(supportsAuthorityToAct)).toEqual(['Joint']);
  });

  it("lets a joint owner with two-factor change another holder's authority", () => {
    expect(authorityChange({ accountType: 'Joint', caller: owner, targetIsCaller: false, twoFactorEnabled: true })).toBe('allowed');
  });

  it('never the own row, on any account type, with or without two-factor', () => {
    for (const accountType of ACCOUNT_TYPES) {
      for (const twoFactorEnabled of [true, false]) {
        expect(authorityChange({ accountType, caller: owner, targetIsCaller: true, twoFactorEnabled })).toBe('own-row');
      }
    }
  });

  it("shows 'Not supported yet' for other account types", () => {
    const change = authorityChange({ accountType: 'Trust', caller: owner, targetIsCaller: false, twoFactorEnabled: true });
    expect(change).toBe('not-supported');
    expect(authorityChangeMessage(change)).toBe('Not supported yet');
  });

  it('asks for two-factor with the spec sentence when it is off', () => {
    const change = authorityChange({ accountType: 'Joint', caller: owner, targetIsCaller: false, twoFactorEnabled: false });
    expect(change).toBe('two-factor-required');
    expect(authorityChangeMessage(change)).toBe('Two-Factor Authentication must be enabled to change this setting.');
  });

  it('refuses a caller without authority to act, and anyone who is not a holder', () => {
    expect(authorityChange({ accountType: 'Joint', caller: { authToAct: false }, targetIsCaller: false, twoFactorEnabled: true })).toBe(
      'caller-not-authorised',
    );
    expect(authorityChange({ accountType: 'Joint', caller: null, targetIsCaller: false, twoFactorEnabled: true })).toBe(
      'caller-not-authorised',
    );
    expect(authorityChangeMessage('caller-not-authorised')).toBeNull();
  });
});
