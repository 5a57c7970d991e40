import type { FastifyInstance } from 'fastify';
import { localDateIn } from '@tasman/domain';
import type { ToolsResponse } from '@tasman/domain/contracts/tools';
import { toolsAllOff, toolTiles, type ToolViewer } from '@tasman/domain/tools/tool-permissions';
import type { AuthContext } from '../auth/auth-context.js';
import { readToolSettings } from '../portal/portal-settings.repo.js';
import { readDateOfBirth, readHasAdviceTools, readKiwiSaverAccounts } from './tools.repo.js';

/**
 * The Tools & Calculators tiles for the signed-in user on this portal (spec 002 §2.6, §6): the rules
 * are tools/tool-permissions.ts; this reads the facts they need. Age counts on the portal's today.
 */
export async function toolsFor(app: FastifyInstance, auth: AuthContext): Promise<ToolsResponse> {
  const db = app.database.db;
  const today = localDateIn(app.channel);
  const [settings, hasAdviceTools] = await Promise.all([readToolSettings(db, app.channel), readHasAdviceTools(db, auth.userId)]);
  // Staff and advisers have no client record: the tools that name a client are not theirs.
  const clientId = auth.userType === 'Client' ? auth.clientId : null;
  const [dateOfBirth, kiwiSaverAccounts] = clientId
    ? await Promise.all([readDateOfBirth(db, clientId), readKiwiSaverAccounts(db, app.channel, clientId, today)])
    : [null, []];
  const viewer: ToolViewer = { channel: app.channel, hasAdviceTools, clientId, dateOfBirth, kiwiSaverAccounts };
  return { channel: app.channel, allOff: toolsAllOff(settings), tiles: toolTiles(settings, viewer, today) };
}
