import { createHash, randomBytes } from 'node:crypto';
import type { Channel, LinkOperation } from '@tasman/domain';
import type { Env } from '../../config/env.js';

/**
 * Password set-up and reset links (spec 000 §2.3: op, clientId, secret). The secret is 32 random
 * bytes; the database keeps only its SHA-256, so a copy of the table opens no account. A fast hash is
 * enough for a 256-bit random secret (no guessing to slow down, unlike a password).
 */
export function newLinkSecret(): { secret: string; tokenHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, tokenHash: hashLinkSecret(secret) };
}

export function hashLinkSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** How long a link of a purpose stays valid, in minutes (configurable: PASSWORD_RESET_LINK_MINUTES, PASSWORD_SETUP_LINK_HOURS). */
export function linkLifetimeMinutes(env: Env, purpose: LinkOperation): number {
  return purpose === 'reset' ? env.PASSWORD_RESET_LINK_MINUTES : env.PASSWORD_SETUP_LINK_HOURS * 60;
}

/** The public address of a channel's portal, without a trailing slash. */
export function portalUrl(env: Env, channel: Channel): string {
  return (channel === 'NZ' ? env.nzPublicUrl : env.auPublicUrl).replace(/\/+$/, '');
}

/**
 * The link the e-mail carries: /login?op=…&clientId=…&secret=… (spec 000 §2.3's names). clientId
 * carries the user's id (users.id), the one thing a link belongs to; it is not a client record's id.
 */
export function credentialLinkUrl(env: Env, channel: Channel, op: LinkOperation, userId: string, secret: string): string {
  const query = new URLSearchParams({ op, clientId: userId, secret });
  return `${portalUrl(env, channel)}/login?${query.toString()}`;
}
