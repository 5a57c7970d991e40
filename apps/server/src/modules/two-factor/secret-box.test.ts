import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createUser, TEST_TOTP_SECRET } from '../../test/fixtures.js';
import { testEnv } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { decryptSecret, encryptPlaintextSecrets, encryptSecret, KEY_FILE_NAME, totpKey } from './secret-box.js';

const key = Buffer.alloc(32, 1);
const otherKey = Buffer.alloc(32, 2);

describe('TOTP secrets encrypted at rest (AES-256-GCM, the user id as associated data)', () => {
  it('stores v1.<iv>.<tag>.<ciphertext>, not the secret, and decrypts it again for the same user', () => {
    const userId = randomUUID();
    const stored = encryptSecret(key, userId, TEST_TOTP_SECRET);
    expect(stored).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(stored).not.toContain(TEST_TOTP_SECRET);
    expect(decryptSecret(key, userId, stored)).toBe(TEST_TOTP_SECRET);
  });

  it('uses a fresh IV each time, so the same secret never looks the same twice', () => {
    const userId = randomUUID();
    expect(encryptSecret(key, userId, TEST_TOTP_SECRET)).not.toBe(encryptSecret(key, userId, TEST_TOTP_SECRET));
  });

  it('does not decrypt a secret copied into another user\'s row', () => {
    const stored = encryptSecret(key, randomUUID(), TEST_TOTP_SECRET);
    expect(() => decryptSecret(key, randomUUID(), stored)).toThrow();
  });

  it('does not decrypt with another key', () => {
    const userId = randomUUID();
    expect(() => decryptSecret(otherKey, userId, encryptSecret(key, userId, TEST_TOTP_SECRET))).toThrow();
  });

  it('refuses a changed ciphertext and a plain, unencrypted secret', () => {
    const userId = randomUUID();
    const [version, iv, tag, ciphertext] = encryptSecret(key, userId, TEST_TOTP_SECRET).split('.') as [string, string, string, string];
    const flipped = `${ciphertext.startsWith('A') ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(() => decryptSecret(key, userId, [version, iv, tag, flipped].join('.'))).toThrow();
    expect(() => decryptSecret(key, userId, TEST_TOTP_SECRET)).toThrow(/Not an encrypted/);
  });
});

describe('the encryption key (TOTP_ENCRYPTION_KEY)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'totp-key-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('takes a configured key of 32 bytes in base64', () => {
    const configured = Buffer.alloc(32, 9);
    const env = { TOTP_ENCRYPTION_KEY: configured.toString('base64'), production: true, dataDir };
    expect(totpKey(env).equals(configured)).toBe(true);
  });

  it('stops start-up with a clear message for a key of the wrong length or not in base64', () => {
    for (const bad of [Buffer.alloc(16, 1).toString('base64'), 'not base64 at all!', `${Buffer.alloc(32, 1).toString('base64')}x`]) {
      expect(() => totpKey({ TOTP_ENCRYPTION_KEY: bad, production: false, dataDir })).toThrow(
        /TOTP_ENCRYPTION_KEY must be 32 bytes in base64/,
      );
    }
  });

  it('refuses to start in production without a key', () => {
    expect(() => totpKey({ TOTP_ENCRYPTION_KEY: undefined, production: true, dataDir })).toThrow(
      /TOTP_ENCRYPTION_KEY is required in production/,
    );
  });

  it('outside production, creates an owner-only key file in the data directory once and keeps using it', () => {
    const first = totpKey({ TOTP_ENCRYPTION_KEY: undefined, production: false, dataDir });
    const file = path.join(dataDir, KEY_FILE_NAME);
    expect(first).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(first)).toBe(true);
    // The same directory spelt differently is not in the memo, so this reads the file as a restart would.
    expect(totpKey({ TOTP_ENCRYPTION_KEY: undefined, production: false, dataDir: `${dataDir}/` }).equals(first)).toBe(true);
  });
});

describe('encrypting the plain secrets of rows from before encryption', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => testDb?.drop());

  it('encrypts plain current and pending secrets for their own user, leaves encrypted ones alone, and is safe to rerun', async () => {
    const db = testDb.database.db;
    const testKey = totpKey(testEnv);
    const old = await createUser(db, { twoFactorEnabled: true, twoFactorSecretStorage: 'plain' });
    await db.update(users).set({ twoFactorPendingSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(users.id, old.user.id));
    const current = await createUser(db, { twoFactorEnabled: true });
    const withoutTwoFactor = await createUser(db);

    expect(await encryptPlaintextSecrets(db, testKey)).toBe(1);
    const [oldRow] = await db.select().from(users).where(eq(users.id, old.user.id));
    expect(oldRow!.twoFactorSecret).toMatch(/^v1\./);
    expect(decryptSecret(testKey, old.user.id, oldRow!.twoFactorSecret!)).toBe(TEST_TOTP_SECRET);
    expect(decryptSecret(testKey, old.user.id, oldRow!.twoFactorPendingSecret!)).toBe('JBSWY3DPEHPK3PXP');
    const [currentRow] = await db.select().from(users).where(eq(users.id, current.user.id));
    expect(currentRow!.twoFactorSecret).toBe(current.user.twoFactorSecret);
    const [noneRow] = await db.select().from(users).where(eq(users.id, withoutTwoFactor.user.id));
    expect(noneRow!.twoFactorSecret).toBeNull();

    expect(await encryptPlaintextSecrets(db, testKey)).toBe(0);
  });
});
