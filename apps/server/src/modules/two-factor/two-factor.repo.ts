import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recoveryCodes, sessions, users } from '../../db/schema/index.js';
import { sessionsChanged } from '../auth/session-cache.js';

/** Keeps a new secret (already encrypted) until its first code confirms it; a second set-up replaces it. */
export async function savePendingSecret(db: Db, userId: string, encryptedSecret: string) {
  await db.update(users).set({ twoFactorPendingSecret: encryptedSecret }).where(eq(users.id, userId));
}

/**
 * Turns two-factor on with the pending secret the caller checked the code against (unchanged since,
 * or nothing happens), clears the set-up prompts (spec 000 §4 'Sign-in' 4: 'success clears the forced
 * prompt') and replaces every recovery code, in one transaction.
 */
export async function enableTwoFactor(
  db: Db,
  userId: string,
  confirmedPendingSecret: string,
  recoveryCodeHashes: readonly string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({
        twoFactorEnabled: true,
        twoFactorSecret: confirmedPendingSecret,
        twoFactorPendingSecret: null,
        force2fa: false,
        prompt2fa: false,
      })
      .where(and(eq(users.id, userId), eq(users.twoFactorPendingSecret, confirmedPendingSecret)))
      .returning({ id: users.id });
    if (updated.length === 0) return false;
    await replaceRecoveryCodesIn(tx, userId, recoveryCodeHashes);
    return true;
  });
}

/** Turns two-factor off: no secret, no pending secret, no remembered step, no recovery codes. */
export async function disableTwoFactor(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastStep: null })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}

/** Two-factor off, the set-up prompt back on, and every session of the user ended; answers how many ended. */
export async function resetTwoFactor(db: Db, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        twoFactorEnabled: false,
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorLastStep: null,
        prompt2fa: true,
        ignore2faPrompt: false,
      })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    sessionsChanged({ userId });
    return ended.length;
  });
}

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: readonly string[]) {
  await db.transaction((tx) => replaceRecoveryCodesIn(tx, userId, hashes));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function replaceRecoveryCodesIn(tx: Tx, userId: string, hashes: readonly string[]) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length > 0) await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function unusedRecoveryCodes(db: Db, userId: string) {
  return db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}

/** Spends a code; false when another request spent it first. */
export async function markRecoveryCodeUsed(db: Db, codeId: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.id, codeId), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
