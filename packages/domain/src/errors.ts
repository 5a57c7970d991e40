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
  /** spec 000 §8 'Invalid or expired link'. */
  LinkExpired: {
    status: 400,
    message: 'The link provided is no longer valid. Please click Reset button below to receive a new link',
  },
  /** spec 000 §5 and issue 4: new-password rules (the server's 400 message is shown, spec 000 §8). */
  PasswordTooShort: { status: 400, message: 'Your password must be at least 12 characters long.' },
  PasswordTooLong: { status: 400, message: 'Your password must be no longer than 128 characters.' },
  PasswordTooCommon: {
    status: 400,
    message: 'This password is too common or has appeared in a data breach. Please choose a different password.',
  },
  PasswordContainsUsername: { status: 400, message: 'Your password must not contain your username.' },
  /** spec 000 §5 'Password reset: username required'. */
  InvalidUsername: { status: 400, message: 'Invalid username' },
  /** spec 000 §5 'Forgot username' format checks; the message is the one for what is wrong. */
  InvalidRecoveryDetails: { status: 400, message: 'Invalid Email' },
  /** A session that must set up two-factor first reaches nothing else (spec 000 §4 'Sign-in' 4). */
  TwoFactorSetupRequired: { status: 403, message: 'Please set up two-factor authentication to continue.' },
  TwoFactorAlreadyEnabled: { status: 409, message: 'Two-factor authentication is already set up.' },
  TwoFactorSetupNotStarted: { status: 409, message: 'Please start two-factor set-up again.' },
  TwoFactorNotEnabled: { status: 409, message: 'Two-factor authentication is not set up.' },
  /** Staff, advisers and users whose two-factor is forced cannot turn it off. */
  TwoFactorCannotDisable: { status: 403, message: 'Two-factor authentication cannot be turned off for this user.' },
  TooManyRequests: { status: 429, message: 'Too many attempts. Please wait a minute and try again.' },
  Unauthenticated: { status: 401, message: 'You are not signed in.' },
  Forbidden: { status: 403, message: 'You do not have access to this.' },
  NotFound: { status: 404, message: 'Not found.' },
  /** spec 000 §2.6: only a notification marked notificationDismissible may be dismissed (issue 12). */
  NotDismissible: { status: 409, message: 'This notification cannot be dismissed.' },
  CsrfRejected: { status: 403, message: 'Your session has expired. Please refresh the page and try again.' },
  ValidationFailed: { status: 400, message: 'The request is not valid.' },
  PayloadTooLarge: { status: 413, message: 'The request is too large.' },
  PortalInMaintenance: { status: 503, message: 'The portal is in maintenance.' },
  /** Change password (issue 13): a wrong current password is a 400, not a 401, which would sign the web out. */
  CurrentPasswordIncorrect: { status: 400, message: 'Your current password is incorrect.' },
  PasswordUnchanged: { status: 400, message: 'Your new password must be different from your current password.' },
  /** Change username (issue 13): the shared validator's message is given with it. */
  UsernameInvalid: { status: 400, message: 'This username is not valid.' },
  UsernameUnchanged: { status: 400, message: 'This is already your username.' },
  UsernameTaken: { status: 409, message: 'This username is not available. Please choose another.' },
  Internal: { status: 500, message: 'Something went wrong' },
  /** The database cannot be reached (issue 9 item 26): a passing outage, so 503 with Retry-After, not 500. */
  ServiceUnavailable: { status: 503, message: 'The portal is temporarily unavailable. Please try again shortly.' },
  /** spec 002 §4 'Authority to act': only Joint accounts (issue 13, Account Profiles). */
  AuthorityNotSupported: { status: 409, message: 'Not supported yet' },
  /** spec 002 §5 'Two-factor gating': changing authority needs two-factor enabled. */
  TwoFactorRequiredForSetting: { status: 403, message: 'Two-Factor Authentication must be enabled to change this setting.' },
  /** spec 002 §5: the own authority checkbox is disabled; the server refuses it too. */
  OwnAuthorityToAct: { status: 409, message: 'You cannot change your own authority to act.' },
  /** Only a holder with authority to act on the account may change another holder's (issue 13 decision). */
  NoAuthorityToAct: { status: 403, message: 'You do not have authority to act on this account.' },
  /** spec 002 §5 'Two-factor gating': Edit Profile needs two-factor enabled (issue 13, Personal Details). */
  TwoFactorRequiredForProfile: { status: 403, message: 'Two-Factor Authentication must be enabled to update your personal information.' },
  /** spec 002 §6 'Edit Profile is hidden for staff': the server refuses it too. */
  ProfileEditNotAllowed: { status: 403, message: 'Staff cannot update a client\'s personal details.' },
  /** spec 002 §6 'In the Australian portal Edit Profile opens an external page'. */
  ProfileEditExternal: { status: 403, message: 'Personal details are updated on the external page in the Australian portal.' },
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

/**
 * spec 001 §8, word for word (typos included): the account and fund screens' messages. Each block
 * shows its own beside a Refresh button where the spec says so.
 */
export const ACCOUNT_MESSAGES = {
  accountMissing: 'Problem fetching account data.',
  accountLoadFailed: 'There was an error loading account data.',
  securitiesFetchFailed: 'There was an error fetching securities data.',
  securitiesLoadFailed: 'There was an error loading securities data.',
  portfolioLoadFailed: 'There was an error loading portfolio data.',
  investmentValuationFailed: 'There was an error fetching investment valuation data.',
  callsSummaryFailed: 'There was an error fetching calls summary data.',
  performanceFailed: 'An error occured fetching account data.',
  dataUnavailable: 'Unfortunately this data is currently unavailable. Please try again later.',
  chartNotAvailable: 'Chart not available for the selected period.',
  noResults: 'No results found',
  valuationPeriodFailed: 'Error, could not load valuation data for this period',
  valuationPeriodUnavailable: 'Valuation data is not available for this period.',
  fundPerformanceSummaryFailed: 'There was an error fetching fund performance summary data.',
  portfolioValuationFailed: 'There was an error fetching portfolio valuation data.',
  assetAllocationFailed: 'There was an error fetching asset allocation data.',
  fundDataFailed: 'There was an error fetching fund data.',
  /** An unknown fund id: one message for the page, not an error per block (issue 9 item 10). */
  fundNotFound: 'We could not find this fund. It may have been mistyped, or it is not offered on this portal.',
  fundPerformanceUnavailable: 'Fund performance data is currently unavailable',
  fundAllocationUnavailable: 'Fund allocation data is currently unavailable',
  searchFailed: 'An error occured.',
  pdfDownloadFailed: 'Error downloading PDF',
  fundsTooYoung: 'Performance data is not available for the Funds as this account has been open for less than 3 months.',
  noDailyHistory: 'No daily history data received',
  dateRangeTooShort: 'Date range must be at least 1 month',
} as const;

/** spec 000 §2.3 and DESIGN §7: five failed attempts lock the user. */
export const MAX_FAILED_SIGN_INS = 5;
