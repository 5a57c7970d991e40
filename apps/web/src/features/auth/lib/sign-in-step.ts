import type { Channel } from '@tasman/domain/channel/channel';
import type { LoginResponse, SessionUser } from '@tasman/domain/contracts/auth';

/** What the login screen does with a sign-in answer (spec 000 §4 'Sign-in'). */
export type SignInStep =
  | { step: '2fa' }
  | { step: 'wrong-portal'; portalUrl: string }
  | { step: '2fa-setup'; setup: 'optional' | 'required'; user: SessionUser }
  | { step: 'enter'; user: SessionUser };

/**
 * spec 000 §4 'Sign-in': no session yet → 2fa (2); the other channel's user → the wrong-portal dialog
 * (3); prompted or forced two-factor set-up → 2fa-setup before entering (4); otherwise enter (5).
 */
export function signInStep(answer: LoginResponse): SignInStep {
  if (answer.outcome === 'two-factor-required') return { step: '2fa' };
  if (answer.outcome === 'wrong-portal') return { step: 'wrong-portal', portalUrl: answer.portalUrl };
  if (answer.twoFactorSetup === 'none') return { step: 'enter', user: answer.user };
  return { step: '2fa-setup', setup: answer.twoFactorSetup, user: answer.user };
}

/**
 * spec 000 §4 'Sign-in' 6: on the Australian portal, a client who signs in inside the configured
 * distribution period sees the static distribution dialog before entering. Only clients get it.
 */
export function needsDistributionDialog(
  channel: Channel,
  user: SessionUser,
  distributionPeriod: { start: string; end: string } | null,
): boolean {
  return channel === 'AU' && distributionPeriod !== null && user.userType === 'Client';
}
