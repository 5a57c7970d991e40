/**
 * Error codes and the spec's messages, word for word (typos included). The API answers errors as
 * { Id, Message } with a non-2xx status (DESIGN §6); the web client shows Message.
 */
export const ERRORS = {
  MissingCredentials: { status: 400, message: 'You must enter a username and password' },
  InvalidCredentials: { status: 401, message: 'Invalid credentials' },
  UserLockedOut: { status: 423, message: 'User is locked out' },
  /** spec 000 §5 'Two-factor code: required'. */
  MissingCode: { status: 400, message: 'You must enter the secret code' },
  /** spec 000 §8 'Two-factor: Invalid code for the specific auth error'. */
  InvalidCode: { status: 401, message: 'Invalid code' },
  /** The sign-in waiting for its code has expired or does not exist: sign in again. */
  TwoFactorExpired: { status: 401, message: 'Your sign-in has expired. Please sign in again.' },
  /** spec 000 §8 'Token failure': the password was right but no session could be started. */
  SignInUnavailable: { status: 503, message: 'Unable to login at this time, please try again soon' },
  TooManyRequests: { status: 429, message: 'Too many attempts. Please wait a minute and try again.' },
  Unauthenticated: { status: 401, message: 'You are not signed in.' },
  Forbidden: { status: 403, message: 'You do not have access to this.' },
  NotFound: { status: 404, message: 'Not found.' },
  CsrfRejected: { status: 403, message: 'Your session has expired. Please refresh the page and try again.' },
  ValidationFailed: { status: 400, message: 'The request is not valid.' },
  PayloadTooLarge: { status: 413, message: 'The request is too large.' },
  PortalInMaintenance: { status: 503, message: 'The portal is in maintenance.' },
  Internal: { status: 500, message: 'Something went wrong' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorId = keyof typeof ERRORS;

/** Messages the web shows that no single API error carries (spec 000 §8). */
export const MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  accountLocked:
    'You have exeeded the number of login attempts allowed for this user account. Your user account is now locked.',
  maintenanceModal: (seconds: number) =>
    `Portal is under maintenance, you will be automatically logged out in ${seconds} seconds.`,
} as const;

/** spec 000 §2.3 and DESIGN §7: five failed attempts lock the user. */
export const MAX_FAILED_SIGN_INS = 5;
