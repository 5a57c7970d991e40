import type { FastifyInstance } from 'fastify';

/** Routes of the staff audit log (issue 10). */
export async function auditRoutes(_app: FastifyInstance) {}
