import type { Channel } from '@tasman/domain';
import type { Env } from './config/env.js';
import type { Database } from './db/client.js';
import type { PortalStatusHub } from './modules/portal/portal-status-hub.js';
import type { AuthContext } from './modules/auth/auth-context.js';
import type { DeclaredRoute } from './plugins/access.plugin.js';

/**
 * Who may call a route. Every /api route must declare it (checked when the route is added).
 * 'public': anyone, and the session is not even read; 'session': anyone, with the session read when
 * there is one (sign-out, 'who am I'); 'signed-in' and 'staff' need one.
 */
export type RouteAccess = 'public' | 'session' | 'signed-in' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    env: Env;
    channel: Channel;
    database: Database;
    statusHub: PortalStatusHub;
    declaredRoutes: DeclaredRoute[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
