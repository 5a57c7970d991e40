import { ERRORS, MESSAGES } from '@tasman/domain/errors';
import { ApiError } from '@/lib/api-client';

/**
 * spec 000 §8 'Two-factor': 'Invalid code' for the specific auth error, otherwise 'Something went
 * wrong'; a locked user is told so (and gets the Account Locked dialog).
 */
export function twoFactorErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.id === 'InvalidCode') return ERRORS.InvalidCode.message;
  if (error instanceof ApiError && error.id === 'MissingCode') return ERRORS.MissingCode.message;
  if (error instanceof ApiError && error.status === 423) return error.message;
  return MESSAGES.somethingWentWrong;
}

/** The sign-in that waited for the code is gone: only signing in again helps. */
export function isTwoFactorExpired(error: unknown): boolean {
  return error instanceof ApiError && error.id === 'TwoFactorExpired';
}
