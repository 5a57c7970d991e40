import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import * as repo from '../modules/auth/auth.repo.js';
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
  const idleMs = app.env.SESSION_IDLE_MINUTES * 60_000;
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    // Only routes that use the session pay for it: status polls, static files and the like do not
    // query the database, nor count as activity against the idle timeout.
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') return;
    const token = request.cookies[cookieName];
    if (!token || token.length > 100) return;
    const sessionId = sessionIdOf(token);
    const now = new Date();
    const stages = access === 'enrolling' ? ENROLLING_STAGES : ACTIVE_ONLY;
    const found = await repo.findSignedInSession(app.database.db, sessionId, now, stages);
    if (!found || found.channel !== app.channel) return;
    if (now.getTime() - found.lastSeenAt.getTime() > idleMs) {
      await repo.deleteSession(app.database.db, sessionId);
      return;
    }
    if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await repo.touchSession(app.database.db, sessionId, now);
    }
    request.auth = {
      sessionId,
      userId: found.userId,
      username: found.username,
      userType: found.userType,
      channel: found.channel,
      clientId: found.clientId,
      adviserId: found.adviserId,
      stage: found.stage,
    };
  });
});

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
