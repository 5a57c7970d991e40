/** spec 002 §8, word for word: the Account Profiles tab's messages. */
export const ACCOUNT_PROFILE_MESSAGES = {
  holdersFetchFailed: 'Error fetching account holders',
  /** Set authority or notification failure: 'Server error: ' followed by the error. */
  serverError: (error: string) => `Server error: ${error}`,
} as const;
