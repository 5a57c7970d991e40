import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import {
  MAX_FAILED_SIGN_INS,
  channelConfig,
  type Channel,
  type SessionUser,
  type TwoFactorSetupResponse,
  type TwoFactorStatusResponse,
} from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import * as authRepo from '../auth/auth.repo.js';
import { loadSessionUser } from '../auth/auth.service.js';
import { newSessionToken, sessionIdOf } from '../auth/session-token.js';
import { matchingTotpStep } from '../auth/totp.js';
import { looksLikeRecoveryCode, newRecoveryCodeSet, redeemRecoveryCode } from './recovery-codes.js';
import { decryptSecret, encryptSecret } from './secret-box.js';
import * as repo from './two-factor.repo.js';

export interface TwoFactorContext {
  db: Db;
  /** The key of secret-box.ts. */
  key: Buffer;
  channel: Channel;
  ip: string;
}

/** RFC 4226 §4 asks for at least 128 bits and recommends 160: a 20-byte secret (32 base32 characters). */
const SECRET_BYTES = 20;

type UserRow = NonNullable<Awaited<ReturnType<typeof authRepo.findUserById>>>;

async function currentUser(ctx: TwoFactorContext, auth: AuthContext): Promise<UserRow> {
  const user = await authRepo.findUserById(ctx.db, auth.userId);
  if (!user) throw new ApiError('Unauthenticated');
  return user;
}


/**
 * spec 002 §2.5 'Two-factor alert and setup': the secret to add, as a QR code and as a key to type.
 * A pending secret stays the same until a code confirms it or the user asks for a new one (`renew`):
 * the dialog opened again, a page reloaded or a wrong code must not change the key the app already
 * holds, or the code from the first scan would be refused for ever (issue 9 item 20).
 */
export async function startSetup(
  ctx: TwoFactorContext,
  auth: AuthContext,
  options: { renew: boolean } = { renew: false },
): Promise<TwoFactorSetupResponse> {
  const user = await currentUser(ctx, auth);
  if (user.twoFactorEnabled) throw new ApiError('TwoFactorAlreadyEnabled');
  const kept = user.twoFactorPendingSecret && !options.renew ? decryptSecret(ctx.key, user.id, user.twoFactorPendingSecret) : null;
  const secret = kept ?? authenticator.generateSecret(SECRET_BYTES);
  if (kept === null) {
    await repo.savePendingSecret(ctx.db, user.id, encryptSecret(ctx.key, user.id, secret));
    await authRepo.recordAudit(ctx, user, 'two-factor-setup-started', options.renew ? 'new key asked for' : undefined);
  }
  const issuer = channelConfig(ctx.channel).companyName;
  const otpauthUrl = authenticator.keyuri(user.username, issuer, secret);
  // Drawn here as SVG, so the browser needs no QR library; the CSP allows data: images.
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    manualKey: (secret.match(/.{1,4}/g) ?? []).join(' '),
    otpauthUrl,
    qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
    issuer,
    accountName: user.username,
  };
}

export interface ConfirmedSetup {
  recoveryCodes: string[];
  user: SessionUser;
  /** The rotated session's cookie value. */
  sessionToken: string;
}

/**
 * The first code from the app confirms the pending secret: two-factor on, the set-up prompts cleared,
 * ten new recovery codes shown once, and the session rotated into a full one (DESIGN §7: a new id at
 * two-factor completion).
 */
export async function confirmSetup(ctx: TwoFactorContext, auth: AuthContext, code: string): Promise<ConfirmedSetup> {
  const trimmed = code.trim();
  if (trimmed === '') throw new ApiError('MissingCode');
  const user = await currentUser(ctx, auth);
  await refuseLockedUser(ctx, auth, user);
  if (user.twoFactorEnabled) throw new ApiError('TwoFactorAlreadyEnabled');
  const pending = user.twoFactorPendingSecret;
  if (!pending) throw new ApiError('TwoFactorSetupNotStarted');

  await requireTotpCode(ctx, auth, user, decryptSecret(ctx.key, user.id, pending), trimmed, 'set-up');
  const { codes, hashes } = await newRecoveryCodeSet();
  // A set-up started again in another tab since this code was checked wins; this confirm does not.
  if (!(await repo.enableTwoFactor(ctx.db, user.id, pending, hashes))) throw new ApiError('TwoFactorSetupNotStarted');

  const sessionToken = newSessionToken();
  if (!(await authRepo.rotateSession(ctx.db, auth.sessionId, sessionIdOf(sessionToken), 'active'))) {
    throw new ApiError('Unauthenticated');
  }
  await authRepo.recordAudit(ctx, user, 'two-factor-enabled', `${codes.length} recovery codes issued`);
  return { recoveryCodes: codes, user: await loadSessionUser(ctx.db, user.id), sessionToken };
}

/** Clients whose two-factor is not forced may turn it off; staff and advisers may not (spec 000 §6). */
function mayDisable(user: UserRow): boolean {
  return user.userType === 'Client' && !user.force2fa;
}

export async function twoFactorStatus(ctx: TwoFactorContext, auth: AuthContext): Promise<TwoFactorStatusResponse> {
  const user = await currentUser(ctx, auth);
  return {
    enabled: user.twoFactorEnabled,
    recoveryCodesLeft: user.twoFactorEnabled ? await repo.countUnusedRecoveryCodes(ctx.db, user.id) : 0,
    canDisable: user.twoFactorEnabled && mayDisable(user),
  };
}

/** A new set of recovery codes for a current TOTP code; the old set stops working. */
export async function regenerateRecoveryCodes(ctx: TwoFactorContext, auth: AuthContext, code: string): Promise<string[]> {
  const trimmed = code.trim();
  if (trimmed === '') throw new ApiError('MissingCode');
  const user = await currentUser(ctx, auth);
  await refuseLockedUser(ctx, auth, user);
  if (!user.twoFactorEnabled || !user.twoFactorSecret) throw new ApiError('TwoFactorNotEnabled');
  await requireTotpCode(ctx, auth, user, decryptSecret(ctx.key, user.id, user.twoFactorSecret), trimmed, 'recovery codes');
  const { codes, hashes } = await newRecoveryCodeSet();
  await repo.replaceRecoveryCodes(ctx.db, user.id, hashes);
  await authRepo.recordAudit(ctx, user, 'recovery-codes-replaced', `${codes.length} recovery codes issued`);
  return codes;
}

/**
 * Turns two-factor off, for a current TOTP code or an unused recovery code (so a client who lost the
 * phone can sign in with a recovery code, turn it off and set up the new phone).
 */
export async function disableTwoFactor(ctx: TwoFactorContext, auth: AuthContext, code: string): Promise<TwoFactorStatusResponse> {
  const user = await currentUser(ctx, auth);
  if (!user.twoFactorEnabled || !user.twoFactorSecret) throw new ApiError('TwoFactorNotEnabled');
  if (!mayDisable(user)) throw new ApiError('TwoFactorCannotDisable');
  const trimmed = code.trim();
  if (trimmed === '') throw new ApiError('MissingCode');
  await refuseLockedUser(ctx, auth, user);
  if (looksLikeRecoveryCode(trimmed)) {
    const left = await redeemRecoveryCode(ctx.db, user.id, trimmed);
    if (left === null) await countWrongCode(ctx, auth, user, 'turning off, wrong recovery code');
  } else {
    await requireTotpCode(ctx, auth, user, decryptSecret(ctx.key, user.id, user.twoFactorSecret), trimmed, 'turning off');
  }
  await repo.disableTwoFactor(ctx.db, user.id);
  await authRepo.recordAudit(ctx, user, 'two-factor-disabled');
  return { enabled: false, recoveryCodesLeft: 0, canDisable: false };
}

/**
 * Staff reset another user's two-factor (a lost phone, no recovery code left): secret and recovery
 * codes deleted, every session of the user ended, and the user asked to set it up again at the next
 * sign-in (staff and advisers must; clients may choose Not Now unless forced). Users of this portal only.
 */
export async function resetTwoFactorByStaff(
  ctx: TwoFactorContext,
  staff: AuthContext,
  username: string,
): Promise<{ username: string; reset: true; sessionsEnded: number }> {
  const user = await authRepo.findUserByUsername(ctx.db, username);
  if (!user || user.channel !== ctx.channel) throw new ApiError('NotFound');
  const sessionsEnded = await repo.resetTwoFactor(ctx.db, user.id);
  await authRepo.recordAudit(ctx, user, 'two-factor-reset', `by staff ${staff.username}; ${sessionsEnded} session(s) ended`);
  return { username: user.username, reset: true, sessionsEnded };
}

/**
 * Accepts a TOTP code of the current or the previous step that has not been used before (the step is
 * claimed, so a code works once); anything else counts toward the lockout like a wrong sign-in code.
 */
async function requireTotpCode(
  ctx: TwoFactorContext,
  auth: AuthContext,
  user: UserRow,
  secret: string,
  code: string,
  action: string,
): Promise<void> {
  const step = matchingTotpStep(secret, code);
  if (step !== null && (await authRepo.claimTwoFactorStep(ctx.db, user.id, step))) return;
  await countWrongCode(ctx, auth, user, `${action}, ${step === null ? 'wrong or stale code' : 'code already used'}`);
}

/** A wrong code: counted; at the limit the user is locked and this session ends. Always throws. */
async function countWrongCode(ctx: TwoFactorContext, auth: AuthContext, user: UserRow, detail: string): Promise<never> {
  const after = await authRepo.recordFailedSignIn(ctx.db, user.id, MAX_FAILED_SIGN_INS);
  if (after?.lockedAt) {
    await authRepo.deleteSession(ctx.db, auth.sessionId);
    await authRepo.recordAudit(ctx, user, 'user-locked', `after ${after.failedSignIns} failed attempts (${detail})`);
    throw new ApiError('UserLockedOut');
  }
  await authRepo.recordAudit(ctx, user, 'two-factor-failed', detail);
  throw new ApiError('InvalidCode');
}

/** A locked user's session takes no more codes, and ends. */
async function refuseLockedUser(ctx: TwoFactorContext, auth: AuthContext, user: UserRow): Promise<void> {
  if (!user.lockedAt) return;
  await authRepo.deleteSession(ctx.db, auth.sessionId);
  throw new ApiError('UserLockedOut');
}
