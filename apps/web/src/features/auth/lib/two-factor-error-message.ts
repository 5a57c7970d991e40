import { ERRORS, MESSAGES } from '@tasman/domain/errors';
import { ApiError } from '@/lib/api-client';

/**
 * spec 000 §8 'Two-factor': 'Invalid code' for the specific auth error, otherwise 'Something went
 * wrong'; a locked user is told so (and gets the Account Locked dialog).
 */
export function twoFactorErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.id === 'InvalidCode') return ERRORS.InvalidCode.message;
  if (error instanceof ApiError && error.id === 'MissingCode') return ERRORS.MissingCode.message;
  // A lockout says so; a rate limit says when to try again (issue 9 item 19).
  if (error instanceof ApiError && (error.status === 423 || error.status === 429)) return error.message;
  return MESSAGES.somethingWentWrong;
}

/** The sign-in that waited for the code is gone: only signing in again helps. */
export function isTwoFactorExpired(error: unknown): boolean {
  return error instanceof ApiError && error.id === 'TwoFactorExpired';
}
