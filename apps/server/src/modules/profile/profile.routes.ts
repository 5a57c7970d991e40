import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Adviser, ApiErrorBody } from '@tasman/domain';
import { ClientUpdateRequest, ClientUpdateResponse, ProfileFormListsResponse } from '@tasman/domain/contracts/profile';
import { ApiError } from '../../plugins/api-error.js';
import type { RateLimit } from '../../plugins/rate-limit.plugin.js';
import { formLists, ownAdviser, updateClient } from './profile.service.js';

export const PROFILE_UPDATES_PER_15_MINUTES = 20;

/** Personal Details (issue 13; spec 002 §2.4, §3, §5, §7). */
export async function profileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { access: 'signed-in' as const };
  /**
   * Saves per user: each e-mail or address change mails the previous address, so a taken-over
   * session cannot flood the owner's mailbox or grind through the form; a person editing their
   * details never comes near it.
   */
  const updatesByUser: RateLimit = { name: 'profile-update:user', max: PROFILE_UPDATES_PER_15_MINUTES, windowSeconds: 15 * 60 };

  api.get(
    '/api/v1/profile/form-lists',
    {
      config: signedIn,
      schema: {
        tags: ['profile'],
        summary: 'Titles, PIR rates (none on the Australian portal) and countries for the personal details form',
        response: { 200: ProfileFormListsResponse, 401: ApiErrorBody },
      },
    },
    async () => formLists(app.channel),
  );

  api.get(
    '/api/v1/profile/adviser',
    {
      config: signedIn,
      schema: {
        tags: ['profile'],
        summary: "The signed-in adviser's own details (the Adviser Details block); 404 for anyone else",
        response: { 200: Adviser, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => ownAdviser(app.database.db, request.auth!),
  );

  api.put(
    '/api/v1/client/:clientKey',
    {
      config: signedIn,
      // The body is checked by the service after who-may-edit, so a stranger learns nothing from a
      // 400, and so the 400 names the field and the rule (the schema stays here for the API docs).
      attachValidation: true,
      schema: {
        tags: ['profile'],
        summary: "Update the signed-in client's own personal details (needs two-factor; not staff; not on the Australian portal)",
        params: z.object({ clientKey: z.string().min(1).max(64) }),
        body: ClientUpdateRequest,
        response: { 200: ClientUpdateResponse, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) => {
      await app.rateLimit([{ limit: updatesByUser, value: request.auth!.userId }]);
      const clientKey = (request.params as { clientKey?: unknown }).clientKey;
      if (typeof clientKey !== 'string' || clientKey.length < 1 || clientKey.length > 64) {
        throw new ApiError('NotFound');
      }
      return updateClient(
        { db: app.database.db, env: app.env, channel: app.channel, ip: request.ip },
        request.auth!,
        clientKey,
        request.body,
      );
    },
  );
}
