import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import * as repo from './two-factor.repo.js';

/**
 * Recovery codes (issue 4: 'a lost phone does not lock a client out for good'): ten single-use codes
 * of ten characters, `xxxxx-xxxxx`, from the CSPRNG. The alphabet is Crockford's base32 (no i, l, o,
 * u), and typing o for 0 or i/l for 1 still works, so nothing on paper can be misread. 50 bits each is
 * below ASVS V6's 112 bits for a fast hash, so they are stored as argon2id hashes, like passwords.
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const RECOVERY_CODE_COUNT = 10;

/** What the code field may hold for it to be taken as a recovery code rather than a TOTP code. */
const RECOVERY_CODE_SHAPE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

export function looksLikeRecoveryCode(input: string): boolean {
  return RECOVERY_CODE_SHAPE.test(input.trim());
}

export function newRecoveryCode(): string {
  // 256 is a multiple of 32, so taking five bits of each byte keeps every character equally likely.
  const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The code as it was issued (and hashed), or null when it cannot be one of ours. */
export function canonicalRecoveryCode(input: string): string | null {
  if (!looksLikeRecoveryCode(input)) return null;
  const chars = input
    .trim()
    .toLowerCase()
    .replace('-', '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
  if (![...chars].every((c) => ALPHABET.includes(c))) return null;
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A new set: the codes to show once, and their hashes to store. */
export async function newRecoveryCodeSet(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(code)));
  return { codes, hashes };
}

/**
 * Uses one of the user's unused codes: verified against each stored hash, then marked used in one
 * conditional update, so two requests cannot both spend it. Answers how many are left, or null when
 * the code is wrong or already used.
 */
export async function redeemRecoveryCode(db: Db, userId: string, input: string): Promise<number | null> {
  const code = canonicalRecoveryCode(input);
  const unused = await repo.unusedRecoveryCodes(db, userId);
  if (code === null) return null;
  const matches = await Promise.all(unused.map((row) => verifyPassword(row.codeHash, code)));
  const match = unused[matches.indexOf(true)];
  if (!match || !(await repo.markRecoveryCodeUsed(db, match.id))) return null;
  return repo.countUnusedRecoveryCodes(db, userId);
}
