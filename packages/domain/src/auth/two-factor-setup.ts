import type { UserType } from './user-kind.js';

export interface TwoFactorSetupFacts {
  userType: UserType;
  twoFactorEnabled: boolean;
  prompt2FA: boolean;
  force2FA: boolean;
  ignore2FAPrompt: boolean;
}

/**
 * spec 000 §4 'Sign-in' 4: after entry, prompt2FA or force2FA leads to 2fa-setup. A client who is
 * only prompted may choose 'Not Now' (which stores Ignore2FAPrompt); staff and advisers cannot skip,
 * nor can anyone whose set-up is forced. 'none': straight in.
 */
export function twoFactorSetupRequirement(facts: TwoFactorSetupFacts): 'none' | 'optional' | 'required' {
  if (facts.twoFactorEnabled) return 'none';
  if (facts.force2FA) return 'required';
  if (!facts.prompt2FA) return 'none';
  if (facts.userType !== 'Client') return 'required';
  return facts.ignore2FAPrompt ? 'none' : 'optional';
}
