import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  ForgotUsernameRequest,
  ForgotUsernameResponse,
  PasswordLinkRequest,
  PasswordLinkResponse,
  PasswordResetRequest,
  PasswordResetResponse,
  SetPasswordRequest,
  SetPasswordResponse,
} from '@tasman/domain';
import { ApiError } from '../../plugins/api-error.js';
import { authRateLimits } from '../auth/rate-limits.js';
import { checkPasswordLink, requestPasswordReset, setPasswordWithLink, type CredentialsContext } from './credentials.service.js';
import { recoverUsername, recoveryDetails } from './username-recovery.service.js';

/**
 * Password links (set-up and reset), password reset requests and forgot username / register (spec
 * 000 §2.3, §7, §8). All public: the caller is not signed in. Every call is limited by IP, and the
 * ones that name an account by that account too (DESIGN §6).
 */
export async function credentialsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = authRateLimits(app.env);
  const errors = { 400: ApiErrorBody, 403: ApiErrorBody, 429: ApiErrorBody };
  const context = (request: FastifyRequest): CredentialsContext => ({
    db: app.database.db,
    env: app.env,
    channel: app.channel,
    ip: request.ip,
  });

  api.post(
    '/api/v1/auth/password-link/check',
    {
      config: { access: 'public' },
      schema: {
        tags: ['credentials'],
        summary: 'Check a password set-up or reset link (op, clientId = the user id, secret)',
        body: PasswordLinkRequest,
        response: { 200: PasswordLinkResponse, ...errors },
      },
    },
    async (request) => {
      await app.rateLimit([{ limit: limits.recoveryByIp, value: request.ip }]);
      return checkPasswordLink(context(request), request.body);
    },
  );

  api.post(
    '/api/v1/auth/password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['credentials'],
        summary: 'Set a new password with a set-up or reset link; ends every session of the user',
        body: SetPasswordRequest,
        response: { 200: SetPasswordResponse, ...errors },
      },
    },
    async (request) => {
      await app.rateLimit([{ limit: limits.recoveryByIp, value: request.ip }]);
      return setPasswordWithLink(context(request), request.body);
    },
  );

  api.post(
    '/api/v1/auth/password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['credentials'],
        summary: 'E-mail a password reset link to the address on file',
        body: PasswordResetRequest,
        response: { 200: PasswordResetResponse, ...errors },
      },
    },
    async (request) => {
      const username = request.body.username.trim();
      if (username === '') throw new ApiError('InvalidUsername');
      await app.rateLimit([
        { limit: limits.recoveryByIp, value: request.ip },
        { limit: limits.byAccount, value: username },
      ]);
      return requestPasswordReset(context(request), username);
    },
  );

  api.post(
    '/api/v1/auth/forgot-username',
    {
      config: { access: 'public' },
      schema: {
        tags: ['credentials'],
        summary: 'Forgot username (register: true also sets up a login): e-mail plus IRD number (NZ) or date of birth (AU)',
        body: ForgotUsernameRequest,
        response: { 200: ForgotUsernameResponse, ...errors },
      },
    },
    async (request) => {
      await app.rateLimit([{ limit: limits.recoveryByIp, value: request.ip }]);
      const details = recoveryDetails(app.channel, request.body);
      await app.rateLimit([{ limit: limits.byAccount, value: details.email }]);
      return recoverUsername(context(request), details, request.body.register);
    },
  );
}
