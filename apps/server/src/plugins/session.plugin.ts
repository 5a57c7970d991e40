import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import * as repo from '../modules/auth/auth.repo.js';
import type { SignedInSession } from '../modules/auth/auth.repo.js';
import type { AuthContext } from '../modules/auth/auth-context.js';
import { SessionCache } from '../modules/auth/session-cache.js';
import { sessionCookieName, sessionIdOf } from '../modules/auth/session-token.js';

const ENROLLING_STAGES = ['active', 'two-factor-setup'] as const;
const ACTIVE_ONLY = ['active'] as const;

/** Don't write last-seen more than once a minute per session: reads should stay reads. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Resolves request.auth from the session cookie (DESIGN §7): the session must exist, belong to this
 * portal, be inside its absolute lifetime and have been used within the idle timeout. A session
 * signed in only to set up two-factor (stage 'two-factor-setup') counts on 'enrolling' routes alone;
 * everywhere else it is no session at all, so it opens nothing but the set-up calls (and sign-out,
 * which ends whatever session the cookie names).
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const cookieName = sessionCookieName(app.channel);
  app.decorateRequest('auth', null);
  // A session looked up is kept until it is next due a touch, or changes (session-cache.ts).
  const cache = new SessionCache(app.database, TOUCH_EVERY_MS);
  await cache.start();
  app.decorate('sessionCache', cache);
  app.addHook('onClose', async () => cache.stop());

  app.addHook('onRequest', async (request) => {
    // Only routes that use the session pay for it: status polls, static files and the like do not
    // query the database, nor count as activity against the idle timeout.
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') return;
    const token = request.cookies[cookieName];
    if (!token) return;
    request.auth = await lookUpSession(app, token, access === 'enrolling' ? ENROLLING_STAGES : ACTIVE_ONLY);
  });
});

/**
 * The signed-in user a session token names on this portal, or null: the session must exist, belong to
 * this portal, be at one of the stages and have been used within the idle timeout (an idle one is
 * deleted). With `touch` (every request) it counts as activity; the status socket checks without
 * touching, so an open socket never keeps a session alive.
 */
export async function lookUpSession(
  app: FastifyInstance,
  token: string,
  stages: ReadonlyArray<'active' | 'two-factor-setup'> = ACTIVE_ONLY,
  options: { touch?: boolean } = {},
): Promise<AuthContext | null> {
  if (token.length > 100) return null;
  const sessionId = sessionIdOf(token);
  return lookUpSessionById(app, sessionId, stages, options);
}

/** lookUpSession by the session's id (what a token hashes to). */
export async function lookUpSessionById(
  app: FastifyInstance,
  sessionId: string,
  stages: ReadonlyArray<'active' | 'two-factor-setup'> = ACTIVE_ONLY,
  { touch = true }: { touch?: boolean } = {},
): Promise<AuthContext | null> {
  const idleMs = app.env.SESSION_IDLE_MINUTES * 60_000;
  const now = new Date();
  const found = app.sessionCache.find(sessionId, stages, now) ?? (await lookUpInDatabase(app, sessionId, stages, now, idleMs, touch));
  if (!found || found.channel !== app.channel) return null;
  return {
    sessionId,
    userId: found.userId,
    username: found.username,
    userType: found.userType,
    channel: found.channel,
    clientId: found.clientId,
    adviserId: found.adviserId,
    stage: found.stage,
  };
}

/**
 * The session as the database has it, or null (an idle one is deleted); touched when due, and kept in
 * the cache. A cached entry is always within the touch interval, so the idle timeout and the touch are
 * decided here, from the row.
 */
async function lookUpInDatabase(
  app: FastifyInstance,
  sessionId: string,
  stages: ReadonlyArray<'active' | 'two-factor-setup'>,
  now: Date,
  idleMs: number,
  touch: boolean,
): Promise<(SignedInSession & { stage: 'active' | 'two-factor-setup' }) | null> {
  const ticket = app.sessionCache.ticket();
  const found = await repo.findSignedInSession(app.database.db, sessionId, now, stages);
  if (!found || found.channel !== app.channel) return null;
  if (now.getTime() - found.lastSeenAt.getTime() > idleMs) {
    await repo.deleteSession(app.database.db, sessionId);
    return null;
  }
  if (touch && now.getTime() - found.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await repo.touchSession(app.database.db, sessionId, now);
    return { ...found, lastSeenAt: now };
  }
  // Kept only when nothing about sessions changed while it was read (the ticket), and only if
  // untouched: the touch's own NOTIFY would remove it a moment later anyway.
  app.sessionCache.store(ticket, found);
  return found;
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.setCookie(sessionCookieName(app.channel), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.env.production,
    maxAge: app.env.SESSION_ABSOLUTE_HOURS * 3600,
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(app.channel), { path: '/' });
}
