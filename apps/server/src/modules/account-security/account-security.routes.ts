import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@tasman/domain';
import {
  ActiveSessionsResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  ChangeUsernameRequest,
  ChangeUsernameResponse,
  EndSessionRequest,
  EndSessionResponse,
} from '@tasman/domain/contracts/account-security';
import { clearSessionCookie } from '../../plugins/session.plugin.js';
import type { RateLimit } from '../../plugins/rate-limit.plugin.js';
import { authRateLimits } from '../auth/rate-limits.js';
import { changePassword, changeUsername, endSession, listSessions, type AccountSecurityContext } from './account-security.service.js';

/**
 * Security settings (spec 002 §2.5, §7; issue 13): change password, change username, and the user's
 * own live sessions (ASVS 5.0 V7.5.2). Signed-in users only; each acts on the caller's own login.
 */
export async function accountSecurityRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = authRateLimits(app.env);
  /** Password and username changes by one user, whatever the address (keyed by user id: a new username is a new key otherwise). */
  const byUser: RateLimit = { name: 'account-security:user', max: app.env.ACCOUNT_RATE_PER_15_MINUTES, windowSeconds: 15 * 60 };
  const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 409: ApiErrorBody, 429: ApiErrorBody };
  const context = (request: FastifyRequest): AccountSecurityContext => ({
    db: app.database.db,
    env: app.env,
    channel: app.channel,
    ip: request.ip,
  });
  const limitChanges = (request: FastifyRequest) =>
    app.rateLimit([
      { limit: limits.signInByIp, value: request.ip },
      { limit: byUser, value: request.auth!.userId },
    ]);

  api.post(
    '/api/v1/auth/change-password',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['account-security'],
        summary: 'Change the signed-in user’s password (current password required); e-mails a notice',
        body: ChangePasswordRequest,
        response: { 200: ChangePasswordResponse, ...errors },
      },
    },
    async (request) => {
      await limitChanges(request);
      return changePassword(context(request), request.auth!, request.body);
    },
  );

  api.post(
    '/api/v1/auth/change-username',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['account-security'],
        summary: 'Change the signed-in user’s username (unique on both portals, case-insensitive); e-mails a notice',
        body: ChangeUsernameRequest,
        response: { 200: ChangeUsernameResponse, ...errors },
      },
    },
    async (request) => {
      await limitChanges(request);
      return changeUsername(context(request), request.auth!, request.body.username);
    },
  );

  api.get(
    '/api/v1/auth/sessions',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['account-security'],
        summary: 'The signed-in user’s live sessions on this portal (device, IP, created, last seen; this one marked)',
        response: { 200: ActiveSessionsResponse, 401: ApiErrorBody },
      },
    },
    async (request) => ({ sessions: await listSessions(context(request), request.auth!) }),
  );

  api.post(
    '/api/v1/auth/sessions/end',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['account-security'],
        summary: 'End one of the signed-in user’s sessions by its handle (the current one signs out)',
        body: EndSessionRequest,
        response: { 200: EndSessionResponse, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const result = await endSession(context(request), request.auth!, request.body.handle);
      if (result.signedOut) clearSessionCookie(app, reply);
      return result;
    },
  );
}
