import { createHash, randomBytes } from 'node:crypto';
import type { Channel } from '@tasman/domain';

/** 256 bits from the CSPRNG, base64url. The cookie carries it; the database keeps only its hash. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * One cookie per portal: on localhost the two portals differ only by port, and cookies are shared
 * across ports, so a shared name would let one portal's sign-in clobber the other's.
 */
export function sessionCookieName(channel: Channel): string {
  return channel === 'NZ' ? 'tasman_session_nz' : 'tasman_session_au';
}

export const CSRF_COOKIE = 'tasman_csrf';
export const CSRF_HEADER = 'x-csrf-token';
