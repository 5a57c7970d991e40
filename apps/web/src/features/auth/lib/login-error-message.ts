import { MESSAGES } from '@tasman/domain/errors';
import { ApiError } from '@/lib/api-client';

/**
 * Statuses whose server message the login form shows as it is (spec 000 §8); 503 carries 'Token
 * failure' ('Unable to login at this time, please try again soon'); 429 says when to try again
 * (issue 9 item 19).
 */
const SHOWN_STATUSES = new Set([400, 401, 403, 423, 429, 503]);

/** spec 000 §8: the server's message for known refusals, 'Something went wrong' for anything else. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && SHOWN_STATUSES.has(error.status)) return error.message;
  return MESSAGES.somethingWentWrong;
}

/** spec 000 §8 'Locked user': the Account Locked dialog opens as well. */
export function isLockedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 423;
}
