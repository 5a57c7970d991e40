import { PASSWORD_MESSAGES } from '@tasman/domain/auth/credential-rules';
import { describe, expect, it } from 'vitest';
import { CONFIRM_REQUIRED, newPasswordProblems } from './new-password-problems';

// spec 000 §5 'Password setup'.
describe('newPasswordProblems', () => {
  it('requires both boxes', () => {
    expect(newPasswordProblems('', '')).toEqual({ password: PASSWORD_MESSAGES.tooShort, confirm: CONFIRM_REQUIRED });
  });
  it('needs at least 12 characters', () => {
    expect(newPasswordProblems('elevenchars', 'elevenchars').password).toBe(PASSWORD_MESSAGES.tooShort);
    expect(newPasswordProblems('twelve chars', 'twelve chars')).toEqual({ password: null, confirm: null });
  });
  it('says Passwords do not match when confirm differs, and rechecks when the password changes', () => {
    expect(newPasswordProblems('kettle orbit maple', 'kettle orbit').confirm).toBe('Passwords do not match');
    expect(newPasswordProblems('kettle orbit', 'kettle orbit').confirm).toBeNull();
    expect(newPasswordProblems('kettle orbit!', 'kettle orbit').confirm).toBe('Passwords do not match');
  });
});
