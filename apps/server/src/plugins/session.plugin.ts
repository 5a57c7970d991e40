import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import * as repo from '../modules/auth/auth.repo.js';
import type { AuthContext } from '../modules/auth/auth-context.js';
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
  const found = await repo.findSignedInSession(app.database.db, sessionId, now, stages);
  if (!found || found.channel !== app.channel) return null;
  if (now.getTime() - found.lastSeenAt.getTime() > idleMs) {
    await repo.deleteSession(app.database.db, sessionId);
    return null;
  }
  if (touch && now.getTime() - found.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await repo.touchSession(app.database.db, sessionId, now);
  }
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
