import { createHash } from 'node:crypto';
import type { Channel } from '@tasman/domain';
import { deviceInWords } from '@tasman/domain/auth/device-words';
import { normaliseUsername, usernameProblem } from '@tasman/domain/auth/username-rules';
import {
  ACCOUNT_SECURITY_MESSAGES,
  SESSION_HANDLE_PATTERN,
  type ActiveSession,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type ChangeUsernameResponse,
} from '@tasman/domain/contracts/account-security';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import { recordAudit } from '../auth/auth.repo.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { portalUrl } from '../credentials/credential-links.js';
import { findUserContact, retireOpenLinks, setPassword } from '../credentials/credentials.repo.js';
import { checkNewPassword } from '../credentials/password-policy.js';
import { queueEmail } from '../email/outbox.repo.js';
import * as repo from './account-security.repo.js';
import { passwordChangedInPortalEmail, usernameChangedEmail } from './security-emails.js';

/** Who is asking, from which portal and address. */
export interface AccountSecurityContext {
  db: Db;
  env: Env;
  channel: Channel;
  ip: string;
}

const resetUrl = (ctx: AccountSecurityContext) => `${portalUrl(ctx.env, ctx.channel)}/login?v=password-reset`;

/**
 * spec 002 §7 'Change password' (issue 13): the current password proves it is the owner at the
 * keyboard (ASVS 5.0 V6.2.3); a wrong one is a 400 — a 401 would sign the web out. The new one meets
 * the sign-in issue's rules and differs from the current. The password changes, open reset links stop
 * working, the owner is told by e-mail and the change is audited, in one transaction. This session
 * and the others stay signed in: the web then offers to sign out every other session.
 */
export async function changePassword(
  ctx: AccountSecurityContext,
  auth: AuthContext,
  input: ChangePasswordRequest,
): Promise<ChangePasswordResponse> {
  const who = { id: auth.userId, username: auth.username };
  const storedHash = await repo.findPasswordHash(ctx.db, auth.userId);
  if (!(await verifyPassword(storedHash, input.currentPassword))) {
    await recordAudit(ctx, who, 'password-change-refused', 'wrong current password');
    throw new ApiError('CurrentPasswordIncorrect');
  }
  if (input.newPassword === input.currentPassword) throw new ApiError('PasswordUnchanged');
  const problem = checkNewPassword(input.newPassword, auth.username);
  if (problem) throw new ApiError(problem);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const txCtx = { ...ctx, db: tx };
    await setPassword(tx, auth.userId, passwordHash);
    await retireOpenLinks(tx, auth.userId);
    await recordAudit(txCtx, who, 'password-changed');
    const contact = await findUserContact(tx, auth.userId);
    if (contact?.email) {
      const email = passwordChangedInPortalEmail({
        channel: ctx.channel,
        firstName: contact.firstName,
        username: contact.username,
        changedAt: new Date(),
        resetUrl: resetUrl(ctx),
      });
      await queueEmail(tx, { channel: ctx.channel, kind: 'security-notice', to: contact.email, ...email });
    }
  });
  return { result: true, message: ACCOUNT_SECURITY_MESSAGES.passwordChanged };
}

/**
 * spec 002 §7 'Change username' (issue 13): the shared validator, then unique case-insensitively.
 * Usernames are unique across both portals (users.username is one unique column, and sign-in finds
 * the user by username before it knows the portal), so a name taken on the other portal is taken
 * here too. The owner is told at the address on file; audited with the old name.
 */
export async function changeUsername(
  ctx: AccountSecurityContext,
  auth: AuthContext,
  requested: string,
): Promise<ChangeUsernameResponse> {
  const problem = usernameProblem(requested);
  if (problem) throw new ApiError('UsernameInvalid', problem);
  const username = normaliseUsername(requested);
  if (username === auth.username) throw new ApiError('UsernameUnchanged');
  if (await repo.usernameExists(ctx.db, username)) throw new ApiError('UsernameTaken');
  try {
    await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await repo.setUsername(tx, auth.userId, username);
      await recordAudit({ ...ctx, db: tx }, { id: auth.userId, username }, 'username-changed', `previously ${auth.username}`);
      const contact = await findUserContact(tx, auth.userId);
      if (contact?.email) {
        const email = usernameChangedEmail({
          channel: ctx.channel,
          firstName: contact.firstName,
          oldUsername: auth.username,
          newUsername: username,
          changedAt: new Date(),
          resetUrl: resetUrl(ctx),
        });
        await queueEmail(tx, { channel: ctx.channel, kind: 'security-notice', to: contact.email, ...email });
      }
    });
  } catch (error) {
    // Taken between the check and the update, by another request: the unique index decides.
    if (repo.isUniqueViolation(error)) throw new ApiError('UsernameTaken');
    throw error;
  }
  return { result: true, message: ACCOUNT_SECURITY_MESSAGES.usernameChanged, username };
}

/**
 * A session's public handle: a hash of its id (itself the hash of the cookie token), so it names the
 * session without being usable as one, and without revealing the id stored in the database.
 */
export function sessionHandle(sessionId: string): string {
  return createHash('sha256').update(`tasman-session-handle:${sessionId}`).digest('hex').slice(0, 32);
}

/** The signed-in user's live sessions on this portal (ASVS 5.0 V7.5.2), this one marked. */
export async function listSessions(ctx: AccountSecurityContext, auth: AuthContext): Promise<ActiveSession[]> {
  const rows = await repo.findLiveSessions(ctx.db, auth.userId, ctx.channel, new Date(), ctx.env.SESSION_IDLE_MINUTES);
  const list = rows.map((row) => ({
    handle: sessionHandle(row.id),
    device: deviceInWords(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === auth.sessionId,
  }));
  // This device first, then the rest by latest activity.
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}

/**
 * Ends one of the signed-in user's own sessions by its handle (ASVS 5.0 V7.5.2). A handle that names
 * no live session of theirs — another user's, an ended one, a malformed one — is 404, all alike.
 * Ending the current session is signing out: `signedOut` tells the route to clear the cookie.
 */
export async function endSession(
  ctx: AccountSecurityContext,
  auth: AuthContext,
  handle: string,
): Promise<{ ended: true; signedOut: boolean }> {
  const wanted = handle.trim().toLowerCase();
  if (!SESSION_HANDLE_PATTERN.test(wanted)) throw new ApiError('NotFound');
  const rows = await repo.findLiveSessions(ctx.db, auth.userId, ctx.channel, new Date(), ctx.env.SESSION_IDLE_MINUTES);
  const target = rows.find((row) => sessionHandle(row.id) === wanted);
  if (!target || !(await repo.deleteUsersSession(ctx.db, auth.userId, target.id))) throw new ApiError('NotFound');
  const signedOut = target.id === auth.sessionId;
  await recordAudit(ctx, { id: auth.userId, username: auth.username }, signedOut ? 'sign-out' : 'session-ended', deviceInWords(target.userAgent));
  return { ended: true, signedOut };
}
