import { ERRORS, MESSAGES, type ErrorId } from '@tasman/domain/errors';
import { ApiError } from '@/lib/api-client';

/**
 * spec 000 §8 for the set-password, reset and recovery forms: a 400 answer's own message (and a 429's,
 * which says when to try again); anything else, a network failure included, 'Something went wrong'.
 */
export function formErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429)) return error.message;
  return MESSAGES.somethingWentWrong;
}

/** spec 000 §4 'Password setup': an invalid, used or expired link. */
export function isLinkExpired(error: unknown): boolean {
  return error instanceof ApiError && error.id === 'LinkExpired';
}

const SETUP_ERRORS: readonly ErrorId[] = [
  'MissingCode',
  'InvalidCode',
  'TwoFactorSetupNotStarted',
  'TwoFactorAlreadyEnabled',
  'UserLockedOut',
  'TooManyRequests',
];

/** Two-factor set-up failures by their code, in the catalogue's words; anything else 'Something went wrong'. */
export function twoFactorSetupErrorMessage(error: unknown): string {
  // A rate limit's own message names the wait (issue 9 item 19).
  if (error instanceof ApiError && error.status === 429) return error.message;
  const id = error instanceof ApiError ? SETUP_ERRORS.find((known) => known === error.id) : undefined;
  return id ? ERRORS[id].message : MESSAGES.somethingWentWrong;
}
