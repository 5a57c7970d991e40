import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull, isNull, notLike, or } from 'drizzle-orm';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * TOTP secrets encrypted at rest (issue 4; ASVS V11.3, V13.3): AES-256-GCM, a fresh 96-bit IV per
 * secret, and the user id as additional authenticated data, so a secret copied into another user's
 * row does not decrypt. Stored as `v1.<iv>.<tag>.<ciphertext>`, each part base64url; the version
 * leaves room for a new algorithm or key without guessing what a stored value is.
 */
const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key file written beside the embedded database when no key is configured (not in production). */
export const KEY_FILE_NAME = 'totp-encryption.key';

export function encryptSecret(key: Buffer, userId: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** Throws when the value is not ours, was changed, belongs to another user or needs another key. */
export function decryptSecret(key: Buffer, userId: string, stored: string): string {
  const parts = stored.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new Error('Not an encrypted two-factor secret');
  const [, ivText, tagText, ciphertextText] = parts as [string, string, string, string];
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('Malformed encrypted two-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(userId, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(Buffer.from(ciphertextText, 'base64url')), decipher.final()]).toString('utf8');
}

export function isEncryptedSecret(stored: string): boolean {
  return stored.startsWith(`${VERSION}.`);
}

function decodeKey(text: string, where: string): Buffer {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, 'base64');
  // Buffer.from ignores what is not base64; re-encoding catches a key that was mistyped or cut.
  const canonical = key.toString('base64');
  if (key.length !== KEY_BYTES || canonical.replace(/=+$/, '') !== trimmed.replace(/=+$/, '')) {
    throw new Error(
      `${where} must be ${KEY_BYTES} bytes in base64 (for example the output of: openssl rand -base64 32)`,
    );
  }
  return key;
}

/** Reads the key file, or creates it (owner-only) the first time; two processes racing both end up with the same key. */
function keyFromDataDir(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE_NAME);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return decodeKey(readFileSync(file, 'utf8'), file);
}

const keys = new Map<string, Buffer>();

/**
 * The key that encrypts TOTP secrets: TOTP_ENCRYPTION_KEY (base64, 32 bytes); without it, production
 * refuses to start, and elsewhere a key is kept in `<data dir>/totp-encryption.key` (mode 600).
 * Read once per configuration; a bad key fails at start-up with a message saying what is wrong.
 */
export function totpKey(env: Pick<Env, 'TOTP_ENCRYPTION_KEY' | 'production' | 'dataDir'>): Buffer {
  const memo = `${env.TOTP_ENCRYPTION_KEY ?? ''}\u0000${env.production}\u0000${env.dataDir}`;
  const known = keys.get(memo);
  if (known) return known;
  let key: Buffer;
  if (env.TOTP_ENCRYPTION_KEY !== undefined) key = decodeKey(env.TOTP_ENCRYPTION_KEY, 'TOTP_ENCRYPTION_KEY');
  else if (env.production) {
    throw new Error(
      'TOTP_ENCRYPTION_KEY is required in production: 32 bytes in base64 (for example the output of: openssl rand -base64 32)',
    );
  } else key = keyFromDataDir(env.dataDir);
  keys.set(memo, key);
  return key;
}

/**
 * Encrypts the TOTP secrets (current and pending) that rows from before encryption still hold in
 * plain base32; run at start-up, after migrations. Answers how many users it changed. Safe to run
 * again and from several instances at once: a value is only replaced while it is still plain.
 */
export async function encryptPlaintextSecrets(db: Db, key: Buffer): Promise<number> {
  type SecretColumn = typeof users.twoFactorSecret | typeof users.twoFactorPendingSecret;
  const plain = (column: SecretColumn) => and(isNotNull(column), notLike(column, `${VERSION}.%`));
  const sameAs = (column: SecretColumn, value: string | null) =>
    value === null ? isNull(column) : eq(column, value);
  const rows = await db
    .select({ id: users.id, secret: users.twoFactorSecret, pending: users.twoFactorPendingSecret })
    .from(users)
    .where(or(plain(users.twoFactorSecret), plain(users.twoFactorPendingSecret)));
  let changed = 0;
  for (const row of rows) {
    const encrypted = (value: string | null) =>
      value === null || isEncryptedSecret(value) ? value : encryptSecret(key, row.id, value);
    const updated = await db
      .update(users)
      .set({ twoFactorSecret: encrypted(row.secret), twoFactorPendingSecret: encrypted(row.pending) })
      .where(
        and(eq(users.id, row.id), sameAs(users.twoFactorSecret, row.secret), sameAs(users.twoFactorPendingSecret, row.pending)),
      )
      .returning({ id: users.id });
    changed += updated.length;
  }
  return changed;
}
