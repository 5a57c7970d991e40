import { describe, expect, it } from 'vitest';
import { CLIENT, STAFF } from '@/test/fixtures';
import { needsDistributionDialog, signInStep } from './sign-in-step';

const signedIn = (twoFactorSetup: 'none' | 'optional' | 'required') =>
  ({
    outcome: 'signed-in',
    prompt2FA: twoFactorSetup !== 'none',
    force2FA: false,
    twoFactorMethod: null,
    twoFactorSetup,
    user: CLIENT,
  }) as const;

// spec 000 §4 'Sign-in' 2 to 6.
describe('signInStep', () => {
  it('asks for the code when the answer has no session yet', () => {
    expect(signInStep({ outcome: 'two-factor-required', twoFactorMethod: 'TOTP' })).toEqual({ step: '2fa' });
  });
  it('opens the wrong-portal dialog with the other portal address', () => {
    expect(signInStep({ outcome: 'wrong-portal', portalUrl: 'http://au.example' })).toEqual({
      step: 'wrong-portal',
      portalUrl: 'http://au.example',
    });
  });
  it('enters at once when no two-factor set-up is due', () => {
    expect(signInStep(signedIn('none'))).toEqual({ step: 'enter', user: CLIENT });
  });
  it('goes to 2fa-setup, keeping whether it may be skipped, when set-up is optional or required', () => {
    expect(signInStep(signedIn('optional'))).toEqual({ step: '2fa-setup', setup: 'optional', user: CLIENT });
    expect(signInStep(signedIn('required'))).toEqual({ step: '2fa-setup', setup: 'required', user: CLIENT });
  });
});

const PERIOD = { start: '2026-07-01', end: '2026-07-21' };

describe('needsDistributionDialog', () => {
  it('shows the dialog to a client on the Australian portal during the distribution period', () => {
    expect(needsDistributionDialog('AU', { ...CLIENT, channel: 'AU' }, PERIOD)).toBe(true);
  });
  it('shows nothing outside the period, on the NZ portal, or to anyone but clients', () => {
    expect(needsDistributionDialog('AU', { ...CLIENT, channel: 'AU' }, null)).toBe(false);
    expect(needsDistributionDialog('NZ', CLIENT, PERIOD)).toBe(false);
    expect(needsDistributionDialog('AU', { ...STAFF, channel: 'AU' }, PERIOD)).toBe(false);
    expect(needsDistributionDialog('AU', { ...CLIENT, channel: 'AU', userType: 'Intermediary' }, PERIOD)).toBe(false);
  });
});
