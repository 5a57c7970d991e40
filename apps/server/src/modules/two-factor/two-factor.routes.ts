import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  RecoveryCodesResponse,
  TwoFactorCodeRequest,
  TwoFactorConfirmResponse,
  TwoFactorResetRequest,
  TwoFactorResetResponse,
  TwoFactorSetupQuery,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from '@tasman/domain';
import { ApiError } from '../../plugins/api-error.js';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.plugin.js';
import { authRateLimits } from '../auth/rate-limits.js';
import { totpKey } from './secret-box.js';
import {
  confirmSetup,
  disableTwoFactor,
  regenerateRecoveryCodes,
  resetTwoFactorByStaff,
  startSetup,
  twoFactorStatus,
  type TwoFactorContext,
} from './two-factor.service.js';

/**
 * Two-factor set-up and management (spec 000 §4 'Sign-in' 4; spec 002 §2.5 'Two-factor alert and
 * setup'; issue 4). Set-up and confirm are 'enrolling': a session that must set up two-factor before
 * anything else reaches them; status, new recovery codes and turning off need a full session.
 */
export async function twoFactorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = authRateLimits(app.env);
  // Read (or made) now, so a missing or malformed key stops the portal at start-up, not at first use.
  const key = totpKey(app.env);
  const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 409: ApiErrorBody, 423: ApiErrorBody, 429: ApiErrorBody };

  const context = (request: FastifyRequest): TwoFactorContext => ({
    db: app.database.db,
    key,
    channel: app.channel,
    ip: request.ip,
  });
  /** Code-taking calls are limited like sign-in: by address and by username (DESIGN §6). */
  const limitCodeAttempts = (request: FastifyRequest) =>
    app.rateLimit([
      { limit: limits.signInByIp, value: request.ip },
      { limit: limits.byAccount, value: request.auth!.username },
    ]);
  /** A lockout ends the session on the server; the browser's cookie goes with it. */
  const clearingCookieOnLockout = async <T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError && error.id === 'UserLockedOut') clearSessionCookie(app, reply);
      throw error;
    }
  };
  // Secrets and recovery codes stay out of every cache: all /api answers are no-store (security-headers.plugin.ts).

  api.post(
    '/api/v1/two-factor/setup',
    {
      config: { access: 'enrolling' },
      schema: {
        tags: ['two-factor'],
        summary:
          'Start two-factor set-up: the secret as a QR code and a key to type; the pending one again unless renew=true',
        querystring: TwoFactorSetupQuery,
        response: { 200: TwoFactorSetupResponse, ...errors },
      },
    },
    async (request) => startSetup(context(request), request.auth!, { renew: request.query.renew === 'true' }),
  );

  api.post(
    '/api/v1/two-factor/confirm',
    {
      config: { access: 'enrolling' },
      schema: {
        tags: ['two-factor'],
        summary: 'Confirm set-up with a first code; answers the recovery codes, once, and rotates the session',
        body: TwoFactorCodeRequest,
        response: { 200: TwoFactorConfirmResponse, ...errors },
      },
    },
    async (request, reply) => {
      await limitCodeAttempts(request);
      const confirmed = await clearingCookieOnLockout(reply, () =>
        confirmSetup(context(request), request.auth!, request.body.code),
      );
      setSessionCookie(app, reply, confirmed.sessionToken);
      return { recoveryCodes: confirmed.recoveryCodes, user: confirmed.user };
    },
  );

  api.get(
    '/api/v1/two-factor',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['two-factor'],
        summary: 'Whether two-factor is on, how many recovery codes are left, and whether it may be turned off',
        response: { 200: TwoFactorStatusResponse, 401: ApiErrorBody },
      },
    },
    async (request) => twoFactorStatus(context(request), request.auth!),
  );

  api.post(
    '/api/v1/two-factor/recovery-codes',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['two-factor'],
        summary: 'Replace the recovery codes, for a current code from the authenticator app',
        body: TwoFactorCodeRequest,
        response: { 200: RecoveryCodesResponse, ...errors },
      },
    },
    async (request, reply) => {
      await limitCodeAttempts(request);
      const recoveryCodes = await clearingCookieOnLockout(reply, () =>
        regenerateRecoveryCodes(context(request), request.auth!, request.body.code),
      );
      return { recoveryCodes };
    },
  );

  api.post(
    '/api/v1/two-factor/disable',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['two-factor'],
        summary: 'Turn two-factor off (clients whose two-factor is not forced), for a current code or a recovery code',
        body: TwoFactorCodeRequest,
        response: { 200: TwoFactorStatusResponse, ...errors },
      },
    },
    async (request, reply) => {
      await limitCodeAttempts(request);
      return clearingCookieOnLockout(reply, () => disableTwoFactor(context(request), request.auth!, request.body.code));
    },
  );

  api.post(
    '/api/v1/two-factor/reset',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['two-factor'],
        summary: "Reset a user's two-factor, e.g. after a lost phone (staff only): set it up again at the next sign-in",
        body: TwoFactorResetRequest,
        response: { 200: TwoFactorResetResponse, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => resetTwoFactorByStaff(context(request), request.auth!, request.body.username),
  );
}
