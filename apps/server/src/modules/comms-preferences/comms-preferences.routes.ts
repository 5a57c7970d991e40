import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@tasman/domain';
import { CommsPreferenceQuery, CommsPreferenceResponse, CommsPreferenceUpdate } from '@tasman/domain/contracts/comms-preferences';
import { loadCommsPreference, saveCommsPreference } from './comms-preferences.service.js';

/** spec 002 §7 'Load comms preferences' and 'Save comms preferences', at the spec's own path (DESIGN §6). */
export async function commsPreferencesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const PATH = '/api/v1/Client/CommsPreference';

  api.get(
    PATH,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['profile'],
        summary: "The signed-in client's communication preferences (spec 002 §3 'Comms preference', §7)",
        querystring: CommsPreferenceQuery,
        response: { 200: CommsPreferenceResponse, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return loadCommsPreference(app.database.db, request.auth!, request.query.clientId);
    },
  );

  api.put(
    PATH,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['profile'],
        summary: "Saves the signed-in client's communication preferences; answers what is stored (spec 002 §4, §7)",
        body: CommsPreferenceUpdate,
        response: { 200: CommsPreferenceResponse, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return saveCommsPreference(app.database.db, request.auth!, request.body);
    },
  );
}
