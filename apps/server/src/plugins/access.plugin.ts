import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isChannelLive } from '@tasman/domain';
import type { RouteAccess } from '../types.js';
import { ApiError } from './api-error.js';

/** Every route with its declared access, so the authorization tests cover a route the day it is added. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

/**
 * Default-deny access (STYLE 'Access is default-deny and decided once'): every /api, /cache and /ws
 * route must declare config.access, or the app refuses to start; the check runs before the body is read.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.config?.access) {
      for (const method of methods) if (method !== 'HEAD') declared.push({ method, url, access: route.config.access });
    }
    const guarded = url.startsWith('/api/v1') || url.startsWith('/cache') || url.startsWith('/ws') || url.startsWith('/control');
    if (guarded && route.method !== 'HEAD' && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${url} does not declare config.access`);
    }
  });

  // Before the body is parsed or validated: who is asking is decided first, so a stranger learns
  // nothing from validation messages and costs no parsing.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const access = request.routeOptions.config.access;
    if (access === 'signed-in' || access === 'staff' || access === 'enrolling') {
      if (!request.auth) throw new ApiError('Unauthenticated');
      if (access === 'staff' && request.auth.userType !== 'Staff') throw new ApiError('Forbidden');
      // A portal in maintenance serves nobody but staff (issue 9 item 24), whatever the browser still
      // shows during its countdown; the sessions themselves end when the countdown would.
      if (request.auth.userType !== 'Staff' && !isChannelLive(app.statusHub.current(), app.channel)) {
        throw new ApiError('PortalInMaintenance');
      }
    }
    return payload;
  });
});
