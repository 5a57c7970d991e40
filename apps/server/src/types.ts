import type { Channel } from '@tasman/domain';
import type { Env } from './config/env.js';
import type { Database, Db } from './db/client.js';
import type { PortalStatusHub } from './modules/portal/portal-status-hub.js';
import type { AuthContext } from './modules/auth/auth-context.js';
import type { SessionCache } from './modules/auth/session-cache.js';
import type { DeclaredRoute } from './plugins/access.plugin.js';
import type { DocumentStorage } from './storage/document-storage.js';

/**
 * Who may call a route. Every /api route must declare it (checked when the route is added).
 * 'public': anyone, and the session is not even read; 'session': anyone, with the session read when
 * there is one (sign-out, 'who am I'); 'signed-in' and 'staff' need one. 'enrolling': two-factor
 * set-up, open to a full session and to one that is signed in only to set up two-factor first
 * (spec 000 §4 'Sign-in' 4: staff and advisers cannot skip); every other route refuses that session.
 */
export type RouteAccess = 'public' | 'session' | 'signed-in' | 'staff' | 'enrolling';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    env: Env;
    channel: Channel;
    database: Database;
    /**
     * A handle for one request's account reads (db/read-replica.ts): the read replica when
     * DATABASE_READ_URL names one and it is within its lag bound, else the primary. Call it once per request.
     */
    readDb: () => Db;
    statusHub: PortalStatusHub;
    /** The sessions this instance has just looked up (modules/auth/session-cache.ts). */
    sessionCache: SessionCache;
    /** Statements and other documents the portal stores (plugins/storage.plugin.ts). */
    storage: DocumentStorage;
    declaredRoutes: DeclaredRoute[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
