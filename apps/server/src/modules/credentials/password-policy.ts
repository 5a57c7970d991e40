import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from '@tasman/domain';
import { isCommonPassword } from './common-passwords.js';

export type PasswordProblem = 'PasswordTooShort' | 'PasswordTooLong' | 'PasswordContainsUsername' | 'PasswordTooCommon';

/** A username shorter than this is not looked for inside the password (too many false alarms). */
const USERNAME_CHECK_MIN_LENGTH = 4;

/**
 * The first reason a new password is refused, as an ErrorId, or null (spec 000 §5, §9; issue 4; OWASP
 * ASVS 5.0 V6.2): 12 to 128 characters counted as a person counts them, no composition rules, not
 * containing the username, not on the shipped list of common and breached passwords.
 */
export function checkNewPassword(password: string, username: string): PasswordProblem | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'PasswordTooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'PasswordTooLong';
  const name = username.trim().toLowerCase();
  if (passwordLength(name) >= USERNAME_CHECK_MIN_LENGTH && password.toLowerCase().includes(name)) {
    return 'PasswordContainsUsername';
  }
  if (isCommonPassword(password)) return 'PasswordTooCommon';
  return null;
}
