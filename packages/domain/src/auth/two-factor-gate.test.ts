import { describe, expect, it } from 'vitest';
import { twoFactorGateMessage } from './two-factor-gate.js';

describe('two-factor gating (spec 002 §5)', () => {
  it('stops each gated action with the spec message when two-factor is not enabled', () => {
    expect(twoFactorGateMessage('changeAuthority', false)).toBe('Two-Factor Authentication must be enabled to change this setting.');
    expect(twoFactorGateMessage('editProfile', false)).toBe(
      'Two-Factor Authentication must be enabled to update your personal information.',
    );
    expect(twoFactorGateMessage('initiateTransaction', false)).toBe('Two-Factor Authentication must be enabled to perform transactions.');
  });

  it('lets every gated action through when two-factor is enabled', () => {
    for (const action of ['changeAuthority', 'editProfile', 'initiateTransaction'] as const) {
      expect(twoFactorGateMessage(action, true)).toBeNull();
    }
  });
});
