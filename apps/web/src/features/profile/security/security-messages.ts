import { ACCOUNT_SECURITY_MESSAGES } from '@tasman/domain/contracts/account-security';
import { ApiError } from '@/lib/api-client';

/** Whether the server answered with a message of its own ({ Id, Message }), rather than failing. */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status < 400 || error.status >= 500) return null;
  if (error.id === 'Unknown' || error.id === 'NetworkError') return null;
  return error.message;
}

/** spec 002 §8: the server's message, else 'An error occurred while changing your password.'. */
export function changePasswordErrorMessage(error: unknown): string {
  return serverMessage(error) ?? ACCOUNT_SECURITY_MESSAGES.passwordChangeFailed;
}

/** spec 002 §8: for an error object the server's Message, else 'Unable to change username at this time.'. */
export function changeUsernameErrorMessage(error: unknown): string {
  return serverMessage(error) ?? ACCOUNT_SECURITY_MESSAGES.usernameChangeFailed;
}

/** Two-factor management: the server's message for a refused code, else the catalogue's words. */
export function twoFactorManageErrorMessage(error: unknown): string {
  return serverMessage(error) ?? 'Something went wrong';
}
