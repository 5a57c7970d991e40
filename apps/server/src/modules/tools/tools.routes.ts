import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@tasman/domain';
import { SetToolSettingsRequest, ToolSettingsResponse, ToolsResponse } from '@tasman/domain/contracts/tools';
import { ApiError } from '../../plugins/api-error.js';
import { recordAudit } from '../auth/auth.repo.js';
import { readToolSettings, updateToolSettings } from '../portal/portal-settings.repo.js';
import { toolsFor } from './tools.service.js';

export async function toolsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/tools',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['tools'],
        summary: 'The Tools & Calculators tiles with their availability for the signed-in user, and whether every tool is off',
        response: { 200: ToolsResponse, 401: ApiErrorBody },
      },
    },
    async (request) => toolsFor(app, request.auth!),
  );

  api.get(
    '/api/v1/tools/settings',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['tools'],
        summary: "This portal's tool switches: advice tools, daks desktop web, daif web, fmb web, smks web (staff only)",
        response: { 200: ToolSettingsResponse, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async () => ({ channel: app.channel, ...(await readToolSettings(app.database.db, app.channel)) }),
  );

  api.put(
    '/api/v1/tools/settings',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['tools'],
        summary: "Switch this portal's tools on or off (staff of this portal only; audited)",
        body: SetToolSettingsRequest,
        response: { 200: ToolSettingsResponse, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async (request) => {
      const { channel, ...changes } = request.body;
      // Staff configure their own portal only (issue 9 item 25).
      if (channel !== app.channel) throw new ApiError('Forbidden');
      const now = await updateToolSettings(app.database.db, channel, changes);
      const staff = request.auth!;
      await recordAudit(
        { db: app.database.db, channel: app.channel, ip: request.ip },
        { id: staff.userId, username: staff.username },
        'tool-settings-changed',
        `${channel}: ${Object.entries(changes)
          .map(([name, on]) => `${name} ${on ? 'on' : 'off'}`)
          .join(', ')}`,
      );
      return { channel, ...now };
    },
  );
}
