import {
  MAX_FAILED_SIGN_INS,
  type AuditEventType,
  isProspectStatus,
  isRelatedOnly,
  productHoldings,
  twoFactorSetupRequirement,
  type Channel,
  type LoginResponse,
  type SessionUser,
} from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import { looksLikeRecoveryCode, redeemRecoveryCode } from '../two-factor/recovery-codes.js';
import { decryptSecret } from '../two-factor/secret-box.js';
import * as repo from './auth.repo.js';
import { verifyPassword } from './passwords.js';
import { newSessionToken, sessionIdOf } from './session-token.js';
import { matchingTotpStep } from './totp.js';

export interface SignInContext {
  db: Db;
  channel: Channel;
  ip: string;
  userAgent: string | null;
  /** The session the browser had before this sign-in; it dies here (no session fixation). */
  previousSessionId: string | null;
  absoluteHours: number;
  otherPortalUrl: string;
  /** Decrypts the stored TOTP secrets (modules/two-factor/secret-box.ts). */
  totpKey: Buffer;
}

export type SignInResult =
  | { response: LoginResponse; sessionToken: string }
  | { response: LoginResponse; sessionToken: null };

/** spec 000 §4 'Sign-in' and §8: username and password, lockout after five failures, wrong portal. */
export async function signIn(ctx: SignInContext, username: string, password: string): Promise<SignInResult> {
  const name = username.trim();
  if (name === '' || password === '') throw new ApiError('MissingCredentials');
  const audit = (event: AuditEventType, userId: string | null, detail?: string) =>
    repo.recordAudit(ctx, { id: userId, username: name.toLowerCase() }, event, detail);

  const user = await repo.findUserByUsername(ctx.db, name);
  if (!user) {
    // A name nobody has is counted and locked exactly like a user (issue 9 item 23), so neither the
    // answers nor the lockout tell which usernames exist.
    if (await repo.isUnknownUsernameLocked(ctx.db, name)) {
      await audit('sign-in-refused-locked', null, 'unknown username');
      throw new ApiError('UserLockedOut');
    }
    await verifyPassword(null, password);
    const after = await repo.recordUnknownUsernameFailure(ctx.db, name, MAX_FAILED_SIGN_INS);
    if (after?.lockedAt) {
      await audit('user-locked', null, `unknown username, after ${after.failedSignIns} failed attempts`);
      throw new ApiError('UserLockedOut');
    }
    await audit('sign-in-failed', null, 'unknown username');
    throw new ApiError('InvalidCredentials');
  }
  if (user.lockedAt) {
    await audit('sign-in-refused-locked', user.id);
    throw new ApiError('UserLockedOut');
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    const after = await repo.recordFailedSignIn(ctx.db, user.id, MAX_FAILED_SIGN_INS);
    if (after?.lockedAt) {
      await audit('user-locked', user.id, `after ${after.failedSignIns} failed attempts`);
      throw new ApiError('UserLockedOut');
    }
    await audit('sign-in-failed', user.id, 'wrong password');
    throw new ApiError('InvalidCredentials');
  }
  // The failure count is cleared only when a session starts: a right password on the wrong portal,
  // or one still owed its code, must not hand out fresh guesses at the second factor.
  if (ctx.previousSessionId) await repo.deleteSession(ctx.db, ctx.previousSessionId);

  if (user.channel !== ctx.channel) {
    await audit('sign-in-wrong-portal', user.id, `user of ${user.channel}`);
    return { response: { outcome: 'wrong-portal', portalUrl: ctx.otherPortalUrl }, sessionToken: null };
  }
  if (user.twoFactorEnabled) {
    // spec 000 §4 'Sign-in' 2: no session yet, only a short-lived sign-in that is owed a code.
    const token = newSessionToken();
    await repo.insertSession(ctx.db, {
      id: sessionIdOf(token),
      userId: user.id,
      channel: ctx.channel,
      stage: 'two-factor',
      expiresAt: new Date(Date.now() + TWO_FACTOR_WINDOW_MS),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await audit('sign-in-password-ok', user.id, 'two-factor code owed');
    return { response: { outcome: 'two-factor-required', twoFactorMethod: 'TOTP' }, sessionToken: token };
  }
  return startSession({ ...ctx, previousSessionId: null }, user);
}

/** How long a sign-in may wait for its two-factor code. */
const TWO_FACTOR_WINDOW_MS = 5 * 60_000;

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUserById>>>;

export type PendingSignIn = NonNullable<Awaited<ReturnType<typeof repo.findTwoFactorSession>>>;

/** The sign-in the cookie names that is still owed its code, or TwoFactorExpired. */
export async function pendingSignIn(ctx: SignInContext, pendingSessionId: string | null): Promise<PendingSignIn> {
  const pending = pendingSessionId ? await repo.findTwoFactorSession(ctx.db, pendingSessionId, new Date()) : null;
  if (!pending || pending.channel !== ctx.channel) throw new ApiError('TwoFactorExpired');
  return pending;
}

/**
 * The second step of a two-factor sign-in: a TOTP code, or one of the user's recovery codes (issue 4:
 * a lost phone must not lock a client out for good), for the sign-in the cookie names.
 */
export async function completeTwoFactor(ctx: SignInContext, pending: PendingSignIn, code: string): Promise<SignInResult> {
  const trimmed = code.trim();
  if (trimmed === '') throw new ApiError('MissingCode');
  const user = await repo.findUserById(ctx.db, pending.userId);
  if (!user || !user.twoFactorEnabled || !user.twoFactorSecret) throw new ApiError('TwoFactorExpired');
  const audit = (event: AuditEventType, detail?: string) => repo.recordAudit(ctx, user, event, detail);
  if (user.lockedAt) {
    await repo.deleteSession(ctx.db, pending.sessionId);
    throw new ApiError('UserLockedOut');
  }

  const byRecoveryCode = looksLikeRecoveryCode(trimmed);
  let failure: string | null;
  if (byRecoveryCode) {
    const left = await redeemRecoveryCode(ctx.db, user.id, trimmed);
    failure = left === null ? 'wrong or used recovery code' : null;
    if (left !== null) await audit('recovery-code-used', `${left} left`);
  } else {
    const step = matchingTotpStep(decryptSecret(ctx.totpKey, user.id, user.twoFactorSecret), trimmed);
    const accepted = step !== null && (await repo.claimTwoFactorStep(ctx.db, user.id, step));
    failure = accepted ? null : step === null ? 'wrong or stale code' : 'code already used';
  }
  if (failure !== null) {
    // Wrong, stale and replayed codes, and wrong recovery codes, all count toward the lockout.
    const after = await repo.recordFailedSignIn(ctx.db, user.id, MAX_FAILED_SIGN_INS);
    if (after?.lockedAt) {
      await repo.deleteSession(ctx.db, pending.sessionId);
      await audit('user-locked', `after ${after.failedSignIns} failed attempts (two-factor)`);
      throw new ApiError('UserLockedOut');
    }
    await audit('two-factor-failed', failure);
    throw new ApiError('InvalidCode');
  }
  // The sign-in that was owed a code dies; a new session id is issued (no fixation across the step).
  const how = byRecoveryCode ? 'recovery code' : 'two-factor';
  return startSession({ ...ctx, previousSessionId: pending.sessionId }, user, how);
}

async function startSession(ctx: SignInContext, user: UserRow, how?: string): Promise<SignInResult> {
  if (ctx.previousSessionId) await repo.deleteSession(ctx.db, ctx.previousSessionId);
  await repo.recordSuccessfulSignIn(ctx.db, user.id);
  const twoFactorSetup = twoFactorSetupRequirement({
    userType: user.userType,
    twoFactorEnabled: user.twoFactorEnabled,
    prompt2FA: user.prompt2fa,
    force2FA: user.force2fa,
    ignore2FAPrompt: user.ignore2faPrompt,
  });
  const token = newSessionToken();
  let sessionUser: SessionUser;
  try {
    await repo.insertSession(ctx.db, {
      id: sessionIdOf(token),
      userId: user.id,
      channel: ctx.channel,
      // spec 000 §4 'Sign-in' 4: who cannot skip set-up gets a session that opens only the set-up calls.
      stage: twoFactorSetup === 'required' ? 'two-factor-setup' : 'active',
      expiresAt: new Date(Date.now() + ctx.absoluteHours * 3_600_000),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    sessionUser = await loadSessionUser(ctx.db, user.id);
  } catch (cause) {
    // spec 000 §8 'Token failure': right password, but the portal cannot start a session now.
    throw new ApiError('SignInUnavailable', undefined, { cause });
  }
  const detail = [how, twoFactorSetup === 'required' ? 'two-factor set-up required' : undefined].filter(Boolean).join('; ');
  await repo.recordAudit(ctx, user, 'sign-in', detail || undefined);
  return {
    response: {
      outcome: 'signed-in',
      prompt2FA: user.prompt2fa && !user.ignore2faPrompt && !user.twoFactorEnabled,
      force2FA: user.force2fa,
      twoFactorMethod: user.twoFactorEnabled ? 'TOTP' : null,
      twoFactorSetup,
      user: sessionUser,
    },
    sessionToken: token,
  };
}

/** What the shell needs to know about the signed-in user (spec 000 §2.1, §6). */
export async function loadSessionUser(db: Db, userId: string): Promise<SessionUser> {
  const user = await repo.findUserById(db, userId);
  if (!user) throw new ApiError('Unauthenticated');
  const client = user.clientId ? await repo.findClient(db, user.clientId) : null;
  const held = user.clientId
    ? (await repo.findHeldAccounts(db, user.clientId)).map((a) => ({
        productType: a.productType,
        ownershipType: a.ownershipType,
        accountIsOpen: a.accountStatus === 'O',
      }))
    : [];
  return {
    userId: user.id,
    username: user.username,
    userType: user.userType,
    channel: user.channel,
    clientId: user.clientId,
    clientStatusCode: client?.clientStatusCode ?? null,
    isProspect: isProspectStatus(client?.clientStatusCode),
    isRelatedOnly: isRelatedOnly(user.userType, held),
    hasAdviceTools: user.hasAdviceTools,
    twoFactorEnabled: user.twoFactorEnabled,
    holds: productHoldings(user.userType, held),
  };
}
