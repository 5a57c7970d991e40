import type { FastifyInstance } from 'fastify';

/** Scaffold: routes are added by the issue-3 work on this area. */
export async function privateEquityRoutes(_app: FastifyInstance) {}
