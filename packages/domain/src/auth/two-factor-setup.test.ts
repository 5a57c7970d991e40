import { describe, expect, it } from 'vitest';
import { twoFactorSetupRequirement, type TwoFactorSetupFacts } from './two-factor-setup.js';

const client: TwoFactorSetupFacts = {
  userType: 'Client',
  twoFactorEnabled: false,
  prompt2FA: false,
  force2FA: false,
  ignore2FAPrompt: false,
};

describe('two-factor set-up after entry (spec 000 §4 Sign-in 4)', () => {
  it('lets a prompted client choose Not Now, and stops asking once they have', () => {
    expect(twoFactorSetupRequirement({ ...client, prompt2FA: true })).toBe('optional');
    expect(twoFactorSetupRequirement({ ...client, prompt2FA: true, ignore2FAPrompt: true })).toBe('none');
  });

  it('does not let staff or advisers skip, even if a Not Now was once stored', () => {
    for (const userType of ['Staff', 'Intermediary'] as const) {
      expect(twoFactorSetupRequirement({ ...client, userType, prompt2FA: true })).toBe('required');
      expect(twoFactorSetupRequirement({ ...client, userType, prompt2FA: true, ignore2FAPrompt: true })).toBe('required');
    }
  });

  it('requires set-up when it is forced, whatever else is set', () => {
    expect(twoFactorSetupRequirement({ ...client, force2FA: true })).toBe('required');
    expect(twoFactorSetupRequirement({ ...client, force2FA: true, ignore2FAPrompt: true })).toBe('required');
  });

  it('asks nothing of a user without a prompt, or with two-factor already on', () => {
    expect(twoFactorSetupRequirement(client)).toBe('none');
    expect(twoFactorSetupRequirement({ ...client, twoFactorEnabled: true, force2FA: true, prompt2FA: true })).toBe('none');
  });
});
