import type { Channel, LinkOperation, PasswordLinkRequest, PasswordLinkResponse, SetPasswordResponse } from '@tasman/domain';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import { recordAudit } from '../auth/auth.repo.js';
import { hashPassword } from '../auth/passwords.js';
import { passwordChangedEmail, passwordResetEmail, passwordSetupEmail } from '../email/email-templates.js';
import { queueEmail } from '../email/outbox.repo.js';
import { credentialLinkUrl, hashLinkSecret, linkLifetimeMinutes, newLinkSecret, portalUrl } from './credential-links.js';
import * as repo from './credentials.repo.js';
import { checkNewPassword } from './password-policy.js';

/** Who is asking, from which portal and address. */
export interface CredentialsContext {
  db: Db;
  env: Env;
  channel: Channel;
  ip: string;
}

/** The set-password answer (spec 000 §4 'Password setup': success shows the server's message). */
export const PASSWORD_SET_MESSAGE = 'Your password has been set. Select Continue to log in to the Client Portal.';


/**
 * The link and its user, when the link is valid: the secret's hash is stored, clientId is the link's
 * user, op is its purpose, it is unused and unexpired, and the user belongs to this portal. Anything
 * else is the spec's one answer, LinkExpired (spec 000 §8), whatever the reason (recorded in the audit).
 */
async function requireValidLink(ctx: CredentialsContext, input: PasswordLinkRequest) {
  const link = await repo.findLinkByHash(ctx.db, hashLinkSecret(input.secret));
  const refuse = async (reason: string, who: { id: string | null; username: string | null } = { id: null, username: null }) => {
    await recordAudit(ctx, who, 'password-link-refused', reason);
    return new ApiError('LinkExpired');
  };
  if (!link) throw await refuse('unknown link');
  const owner = { id: link.userId, username: null };
  // A malformed clientId simply does not match: it never reaches SQL as a uuid.
  if (link.userId !== input.clientId.trim().toLowerCase()) throw await refuse('clientId is not the link’s user', owner);
  if (link.purpose !== input.op) throw await refuse(`a ${link.purpose} link used as ${input.op}`, owner);
  if (link.usedAt) throw await refuse('link already used', owner);
  if (link.expiresAt.getTime() <= Date.now()) throw await refuse('link expired', owner);
  const user = await repo.findUserContact(ctx.db, link.userId);
  if (!user) throw await refuse('user no longer exists', owner);
  if (user.channel !== ctx.channel) throw await refuse(`user of the ${user.channel} portal`, user);
  return { link, user };
}

/** spec 000 §7 'Check link' and §3 'Link check response'. */
export async function checkPasswordLink(ctx: CredentialsContext, input: PasswordLinkRequest): Promise<PasswordLinkResponse> {
  const { user } = await requireValidLink(ctx, input);
  return { isNewUser: !user.hasPassword, firstName: user.firstName, username: user.username };
}

/**
 * spec 000 §7 'Set password': the link is used up, the password replaced, failures and the lockout
 * cleared, every other link retired and every session ended, in one transaction; then the owner is
 * told by e-mail.
 */
export async function setPasswordWithLink(
  ctx: CredentialsContext,
  input: PasswordLinkRequest & { newPassword: string },
): Promise<SetPasswordResponse> {
  const { link, user } = await requireValidLink(ctx, input);
  const problem = checkNewPassword(input.newPassword, user.username);
  if (problem) throw new ApiError(problem);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Two requests with the same link: the second finds it used and gets the same answer as any used link.
    if (!(await repo.claimLink(tx, link.id))) throw new ApiError('LinkExpired');
    await repo.setPassword(tx, user.id, passwordHash);
    await repo.retireOpenLinks(tx, user.id);
    const ended = await repo.deleteAllSessions(tx, user.id);
    const txCtx = { ...ctx, db: tx };
    await recordAudit(txCtx, user, link.purpose === 'setup' ? 'password-set' : 'password-reset', `${ended} session(s) ended`);
    if (user.email) {
      const email = passwordChangedEmail({
        channel: user.channel,
        firstName: user.firstName,
        username: user.username,
        changedAt: new Date(),
        resetUrl: `${portalUrl(ctx.env, user.channel)}/login?v=password-reset`,
      });
      await queueEmail(tx, { channel: user.channel, kind: 'security-notice', to: user.email, ...email });
    }
  });
  return { result: true, message: PASSWORD_SET_MESSAGE };
}

/** Creates a link of a purpose for a user and queues the e-mail that carries it (in the caller's transaction). */
export async function sendCredentialLink(
  ctx: CredentialsContext,
  purpose: LinkOperation,
  user: { id: string; username: string; firstName: string },
  to: string,
): Promise<void> {
  const { secret, tokenHash } = newLinkSecret();
  const validMinutes = linkLifetimeMinutes(ctx.env, purpose);
  const expiresAt = new Date(Date.now() + validMinutes * 60_000);
  await repo.insertLink(ctx.db, { userId: user.id, purpose, tokenHash, expiresAt });
  const link = credentialLinkUrl(ctx.env, ctx.channel, purpose, user.id, secret);
  const input = { channel: ctx.channel, firstName: user.firstName, username: user.username, link, expiresAt, validMinutes };
  const email = purpose === 'reset' ? passwordResetEmail(input) : passwordSetupEmail(input);
  await queueEmail(ctx.db, { channel: ctx.channel, kind: purpose === 'reset' ? 'password-reset' : 'password-setup', to, ...email });
}

/**
 * spec 000 §7 'Request password reset'. result false for an unknown username, a user of the other
 * portal or one with no e-mail address on file (spec 000 §8: 'Please check that the username is
 * correct and try again'). That answer itself tells whether a username exists, as the spec wants it,
 * so the limits by IP and by username are what slow down guessing. A locked user may reset: that is
 * how they get back in.
 */
export async function requestPasswordReset(ctx: CredentialsContext, username: string): Promise<{ result: boolean }> {
  const name = username.trim().toLowerCase();
  const user = await repo.findUserContactByUsername(ctx.db, name);
  if (!user || user.channel !== ctx.channel || !user.email) {
    const reason = !user
      ? 'unknown username'
      : user.channel !== ctx.channel
        ? `user of the ${user.channel} portal`
        : 'no e-mail address on file';
    await recordAudit(ctx, { id: user?.id ?? null, username: name }, 'password-reset-refused', reason);
    return { result: false };
  }
  const to = user.email;
  await ctx.db.transaction(async (transaction) => {
    const txCtx = { ...ctx, db: transaction as unknown as Db };
    await sendCredentialLink(txCtx, 'reset', user, to);
    await recordAudit(txCtx, user, 'password-reset-requested');
  });
  return { result: true };
}
