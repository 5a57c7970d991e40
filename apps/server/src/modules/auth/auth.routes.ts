import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  type AuditEventType,
  LoginRequest,
  LoginResponse,
  OtherSessionsEndedResponse,
  SessionResponse,
  TwoFactorPromptPreference,
  TwoFactorRequest,
  UnlockUserRequest,
  UnlockUserResponse,
  isChannelLive,
  twoFactorSetupRequirement,
} from '@tasman/domain';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.plugin.js';
import { ApiError } from '../../plugins/api-error.js';
import { totpKey } from '../two-factor/secret-box.js';
import * as repo from './auth.repo.js';
import {
  completeTwoFactor,
  loadSessionUser,
  pendingSignIn,
  signIn,
  type SignInContext,
  type SignInResult,
} from './auth.service.js';
import { authRateLimits } from './rate-limits.js';
import { sessionCookieName, sessionIdOf } from './session-token.js';

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = authRateLimits(app.env);
  // Read (or made) now, so a missing or malformed key stops the portal at start-up.
  const key = totpKey(app.env);
  const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 423: ApiErrorBody, 429: ApiErrorBody, 503: ApiErrorBody };

  const signInContext = (request: FastifyRequest): SignInContext => {
    const previousToken = request.cookies[sessionCookieName(app.channel)];
    return {
      db: app.database.db,
      channel: app.channel,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      previousSessionId: previousToken ? sessionIdOf(previousToken) : null,
      absoluteHours: app.env.SESSION_ABSOLUTE_HOURS,
      otherPortalUrl: app.channel === 'NZ' ? app.env.auPublicUrl : app.env.nzPublicUrl,
      totpKey: key,
    };
  };
  const answer = (reply: FastifyReply, result: SignInResult) => {
    if (result.sessionToken) setSessionCookie(app, reply, result.sessionToken);
    else clearSessionCookie(app, reply);
    return result.response;
  };
  /** Records a security event about a user, from this request's portal and address. */
  const audit = (request: FastifyRequest, user: { id: string; username: string }, event: AuditEventType, detail?: string) =>
    repo.recordAudit({ db: app.database.db, channel: app.channel, ip: request.ip }, user, event, detail);
  const refuseInMaintenance = () => {
    // A portal in maintenance lets nobody in, whatever the browser shows (spec 000 §4 'Portal status').
    if (!isChannelLive(app.statusHub.current(), app.channel)) throw new ApiError('PortalInMaintenance');
  };

  api.post(
    '/api/v1/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username and password',
        body: LoginRequest,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      refuseInMaintenance();
      await app.rateLimit([
        { limit: limits.signInByIp, value: request.ip },
        { limit: limits.byAccount, value: request.body.username.trim() },
      ]);
      const result = await signIn(signInContext(request), request.body.username, request.body.password);
      return answer(reply, result);
    },
  );

  api.post(
    '/api/v1/auth/two-factor',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Complete a two-factor sign-in with a code from an authenticator app or a recovery code',
        body: TwoFactorRequest,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      refuseInMaintenance();
      await app.rateLimit([{ limit: limits.signInByIp, value: request.ip }]);
      const context = signInContext(request);
      const pending = await pendingSignIn(context, context.previousSessionId);
      await app.rateLimit([{ limit: limits.byAccount, value: pending.username }]);
      const result = await completeTwoFactor(context, pending, request.body.code);
      return answer(reply, result);
    },
  );

  api.post(
    '/api/v1/auth/logout',
    { config: { access: 'session' }, schema: { tags: ['auth'], summary: 'Sign out' } },
    async (request, reply) => {
      // Whatever session the cookie names ends: a full one, one signed in only to set up two-factor,
      // or a sign-in still owed its code.
      const token = request.cookies[sessionCookieName(app.channel)];
      const ended = token && token.length <= 100 ? await repo.endSession(app.database.db, sessionIdOf(token), app.channel) : null;
      if (ended?.username) {
        const detail = ended.stage === 'active' ? undefined : `${ended.stage} session`;
        await audit(request, { id: ended.userId, username: ended.username }, 'sign-out', detail);
      }
      clearSessionCookie(app, reply);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/v1/auth/unlock',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['auth'],
        summary: "Clear a user's sign-in lockout (staff only)",
        body: UnlockUserRequest,
        response: { 200: UnlockUserResponse, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const staff = request.auth!;
      const user = await repo.findUserByUsername(app.database.db, request.body.username);
      if (!user) {
        // A name nobody has may be locked too (issue 9 item 23); unlocking it clears that count.
        await repo.unlockUnknownUsername(app.database.db, request.body.username);
        throw new ApiError('NotFound');
      }
      // Staff act on their own portal's users only (issue 9 item 25): another portal's user is not there.
      if (user.channel !== app.channel) throw new ApiError('NotFound');
      await repo.unlockUser(app.database.db, user.id);
      await audit(request, user, 'user-unlocked', `by staff ${staff.username}`);
      return { username: user.username, unlocked: true as const };
    },
  );

  // spec 000 §4 'Sign-in' 4: 'Not Now' stores Ignore2FAPrompt; staff and advisers cannot skip, nor
  // can anyone whose two-factor set-up is forced. 'enrolling', so the set-up-only session of someone
  // who cannot skip is told so (403) rather than that it is not signed in.
  api.put(
    '/api/v1/preferences/two-factor-prompt',
    {
      config: { access: 'enrolling' },
      schema: {
        tags: ['auth'],
        summary: 'Stop prompting for two-factor set-up (Not Now)',
        body: TwoFactorPromptPreference,
        response: { 200: TwoFactorPromptPreference, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const user = await repo.findUserById(app.database.db, auth.userId);
      if (!user) throw new ApiError('Unauthenticated');
      // Only a prompt that may be skipped is skipped ('optional'); the stored choice itself is set aside,
      // so saying Not Now twice is not an error.
      const requirement = twoFactorSetupRequirement({
        userType: user.userType,
        twoFactorEnabled: user.twoFactorEnabled,
        prompt2FA: user.prompt2fa,
        force2FA: user.force2fa,
        ignore2FAPrompt: false,
      });
      if (requirement !== 'optional') throw new ApiError('Forbidden');
      await repo.ignoreTwoFactorPrompt(app.database.db, user.id);
      return { Ignore2FAPrompt: true as const };
    },
  );

  // Issue 4: after a password reset or a two-factor change, the user can sign out everywhere else.
  api.post(
    '/api/v1/auth/sessions/sign-out-others',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'End every other session of the signed-in user',
        response: { 200: OtherSessionsEndedResponse, 401: ApiErrorBody },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const ended = await repo.deleteOtherSessions(app.database.db, auth.userId, auth.sessionId);
      await audit(request, { id: auth.userId, username: auth.username }, 'other-sessions-ended', `${ended} ended`);
      return { ended };
    },
  );

  api.get(
    '/api/v1/auth/session',
    {
      config: { access: 'session' },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: SessionResponse, 401: ApiErrorBody } },
    },
    async (request) => {
      if (!request.auth) throw new ApiError('Unauthenticated');
      return { user: await loadSessionUser(app.database.db, request.auth.userId) };
    },
  );
}
