import { TWO_FACTOR_GATED_ACTIONS } from '../../auth/two-factor-gate.js';
import type { AccountTypeName } from './account-type.js';

/** spec 002 §4 'Authority to act': other account types show this. */
export const AUTHORITY_NOT_SUPPORTED = 'Not supported yet';

/** spec 002 §4: the authority-to-act toggle works for Joint accounts only. */
export function supportsAuthorityToAct(accountType: AccountTypeName): boolean {
  return accountType === 'Joint';
}

/**
 * Why a holder's authority-to-act cannot be changed by the caller, or 'allowed'. In this order:
 * - 'own-row': spec 002 §5, the own authority checkbox is disabled;
 * - 'not-supported': spec 002 §4, only Joint accounts ('Not supported yet');
 * - 'caller-not-authorised': a decision (no source): only a holder who has authority to act on the
 *   account may give or take it from another holder; a related party without it (an authorised
 *   signatory, a beneficiary) only reads;
 * - 'two-factor-required': spec 002 §5 'Two-factor gating'.
 * The first three disable the checkbox; the last is shown when the user tries, then the set-up opens.
 */
export type AuthorityChange = 'allowed' | 'own-row' | 'not-supported' | 'caller-not-authorised' | 'two-factor-required';

export interface AuthorityChangeInput {
  accountType: AccountTypeName;
  /** The caller's own holder row on the account; null for anyone who is not a holder (staff, advisers). */
  caller: { authToAct: boolean } | null;
  targetIsCaller: boolean;
  twoFactorEnabled: boolean;
}

export function authorityChange({ accountType, caller, targetIsCaller, twoFactorEnabled }: AuthorityChangeInput): AuthorityChange {
  if (targetIsCaller) return 'own-row';
  if (!supportsAuthorityToAct(accountType)) return 'not-supported';
  if (!caller?.authToAct) return 'caller-not-authorised';
  if (!twoFactorEnabled) return 'two-factor-required';
  return 'allowed';
}

/** What the user is told for each refusal that has words in the spec. */
export function authorityChangeMessage(change: AuthorityChange): string | null {
  if (change === 'not-supported') return AUTHORITY_NOT_SUPPORTED;
  if (change === 'two-factor-required') return TWO_FACTOR_GATED_ACTIONS.changeAuthority;
  return null;
}
