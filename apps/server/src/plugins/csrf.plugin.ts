import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER } from '../modules/auth/session-token.js';
import { ApiError } from './api-error.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * CSRF defence for state-changing calls (DESIGN §6): a double-submit token (a readable cookie the
 * page echoes in a header, which another site can neither read nor set), on top of SameSite=Lax
 * session cookies and an Origin check where the browser sends one.
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (!UNSAFE.has(request.method)) {
      if (!request.cookies[CSRF_COOKIE]) {
        reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
          path: '/',
          sameSite: 'strict',
          secure: app.env.production,
          httpOnly: false,
        });
      }
      return;
    }
    const origin = request.headers.origin;
    if (origin && origin !== `${request.protocol}://${request.headers.host}`) {
      throw new ApiError('CsrfRejected');
    }
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw new ApiError('CsrfRejected');
    }
  });
});
