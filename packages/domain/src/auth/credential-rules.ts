import type { Channel } from '../channel/channel.js';

/**
 * Password and recovery input rules (spec 000 §5, §9; issue 4; OWASP ASVS 5.0 V6.2): at least 12
 * characters, up to 128, no composition rules, every character allowed, counted as characters (code
 * points), not bytes. The list check of common and breached passwords happens on the server.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  /** spec 000 §5 'Guidance'. */
  guidance:
    'Your password must be at least 12 characters long. Passwords are case-sensitive. You will not be asked to change your password regularly.',
  tooShort: 'Your password must be at least 12 characters long.',
  tooLong: 'Your password must be no longer than 128 characters.',
  /** spec 000 §5 'confirm must equal password'. */
  mismatch: 'Passwords do not match',
  tooCommon:
    'This password is too common or has appeared in a data breach. Please choose a different password.',
  containsUsername: 'Your password must not contain your username.',
} as const;

/** Characters as a person counts them (an emoji is one), so the limits mean what they say. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** The first length problem of a new password, or null. */
export function passwordLengthProblem(password: string): string | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return null;
}

/** spec 000 §5: confirm must equal password, rechecked whenever the password changes. */
export function confirmPasswordProblem(password: string, confirm: string): string | null {
  return confirm !== '' && confirm !== password ? PASSWORD_MESSAGES.mismatch : null;
}

/** Spec 000 §5 'Forgot username' messages, word for word. */
export const RECOVERY_MESSAGES = {
  invalidUsername: 'Invalid username',
  invalidEmail: 'Invalid Email',
  invalidIrd: 'Invalid IRD number format, please ensure your ird number is formatted correctly including dashes.',
  invalidEmailAndIrd:
    'Invalid Email and IRD number format, please ensure your ird number is formatted correctly including dashes.',
  invalidDateOfBirth: 'Invalid Date of Birth format. Please enter a valid date in the format dd-mm-yyyy.',
  /** Not in the spec: both AU fields wrong at once (docs/decisions.md). */
  invalidEmailAndDateOfBirth:
    'Invalid Email and Date of Birth format. Please enter a valid date in the format dd-mm-yyyy.',
  /** spec 000 §8. */
  multipleRecords: (provider: string) => `Please contact ${provider} to receive your username.`,
  invalidNzCombination:
    "Invalid email and IRD number combination. Please re-enter or contact us to ensure that your 'Personal IRD Number' is registered with us.",
  invalidAuCombination: 'Invalid email and Date of Birth combination.',
  resetUnknownUsername: 'Please check that the username is correct and try again',
  resetSent: 'Please check your email for a password reset link',
  linkExpired: 'The link provided is no longer valid. Please click Reset button below to receive a new link',
} as const;

// A practical e-mail pattern (one @, a dot in the domain, no spaces), as the spec's {email} pattern.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email.trim());
}

/** spec 000 §5: xxx-xxx-xxx or xx-xxx-xxx, with the dashes. */
const IRD_PATTERN = /^(\d{3}-\d{3}-\d{3}|\d{2}-\d{3}-\d{3})$/;

export function isValidIrdFormat(ird: string): boolean {
  return IRD_PATTERN.test(ird.trim());
}

/** The nine-digit form an IRD number is stored in (an eight-digit number gets a leading zero). */
export function normaliseIrdNumber(ird: string): string {
  return ird.replace(/\D/g, '').padStart(9, '0');
}

/** dd-mm-yyyy as typed (spec 000 §5) to yyyy-mm-dd as sent (spec 000 §7), or null if not a real date. */
export function dateOfBirthToIso(ddmmyyyy: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(ddmmyyyy.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${yyyy}-${mm}-${dd}`;
}

export interface RecoveryInput {
  email: string;
  /** NZ only. */
  irdNumber?: string;
  /** AU only, as typed: dd-mm-yyyy. */
  dateOfBirth?: string;
}

/** The one message for what is wrong with a forgot-username form, or null (spec 000 §5). */
export function recoveryInputProblem(channel: Channel, input: RecoveryInput): string | null {
  const emailOk = isValidEmail(input.email);
  if (channel === 'NZ') {
    const irdOk = isValidIrdFormat(input.irdNumber ?? '');
    if (!emailOk && !irdOk) return RECOVERY_MESSAGES.invalidEmailAndIrd;
    if (!emailOk) return RECOVERY_MESSAGES.invalidEmail;
    if (!irdOk) return RECOVERY_MESSAGES.invalidIrd;
    return null;
  }
  const dobOk = dateOfBirthToIso(input.dateOfBirth ?? '') !== null;
  if (!emailOk && !dobOk) return RECOVERY_MESSAGES.invalidEmailAndDateOfBirth;
  if (!emailOk) return RECOVERY_MESSAGES.invalidEmail;
  if (!dobOk) return RECOVERY_MESSAGES.invalidDateOfBirth;
  return null;
}
