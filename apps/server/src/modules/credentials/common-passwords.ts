import { readFileSync } from 'node:fs';

/**
 * The shipped list of common and breached passwords (common-passwords.txt beside this file; its header
 * says where the entries come from). Read once, on the first check, into a Set.
 */
const LIST_FILE = new URL('./common-passwords.txt', import.meta.url);

let commonPasswords: ReadonlySet<string> | undefined;

/** The entries of the list: one per line, lower-case; blank lines and lines starting with # are skipped. */
export function parseCommonPasswords(text: string): Set<string> {
  const entries = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const entry = line.trim();
    if (entry !== '' && !entry.startsWith('#')) entries.add(entry.toLowerCase());
  }
  return entries;
}

function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= parseCommonPasswords(readFileSync(LIST_FILE, 'utf8'));
  return commonPasswords;
}

/** Whether a password is on the list; case does not matter ('PasswordPassword' is as weak as 'passwordpassword'). */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.toLowerCase());
}
