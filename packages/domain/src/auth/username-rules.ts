/**
 * The shared username validator (spec 002 §5 'Change username': "Username is required, plus a further
 * shared validator (rule not shown)"). The rule is ours (docs/decisions.md): what the portal's own
 * usernames already look like — the demo logins (demo.client) and the logins registration makes from
 * an e-mail address (mere@example.nz, mere@example.nz.ck123) — so every username the portal creates
 * passes it. ASCII only, so no two usernames look alike with different letters (Unicode confusables);
 * compared and stored lower-case, so 'Mere' and 'mere' are one username.
 */
export const USERNAME_MIN_LENGTH = 3;
/** The sign-in form's limit (LoginRequest.username), so every valid username can sign in. */
export const USERNAME_MAX_LENGTH = 200;

export const USERNAME_MESSAGES = {
  /** spec 002 §5. */
  required: 'Required',
  /** spec 002 §5. */
  mismatch: 'Usernames do not match',
  tooShort: `Your username must be at least ${USERNAME_MIN_LENGTH} characters long.`,
  tooLong: `Your username must be no longer than ${USERNAME_MAX_LENGTH} characters.`,
  characters:
    'Your username may contain only letters, numbers and the characters . _ - @ +, and must start and end with a letter or number.',
} as const;

const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9._@+-]*[a-z0-9])?$/;

/** A username as stored and compared: trimmed and lower-case. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** The first problem with a new username, or null (the web and the server ask the same question). */
export function usernameProblem(username: string): string | null {
  const name = normaliseUsername(username);
  if (name === '') return USERNAME_MESSAGES.required;
  const length = [...name].length;
  if (length < USERNAME_MIN_LENGTH) return USERNAME_MESSAGES.tooShort;
  if (length > USERNAME_MAX_LENGTH) return USERNAME_MESSAGES.tooLong;
  if (!USERNAME_PATTERN.test(name)) return USERNAME_MESSAGES.characters;
  return null;
}

/** spec 002 §5: confirm is required and must equal the username, compared as stored (case-insensitive). */
export function confirmUsernameProblem(username: string, confirm: string): string | null {
  if (confirm.trim() === '') return USERNAME_MESSAGES.required;
  return normaliseUsername(confirm) === normaliseUsername(username) ? null : USERNAME_MESSAGES.mismatch;
}
