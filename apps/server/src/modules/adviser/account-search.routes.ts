import type { FastifyInstance } from 'fastify';

/** Routes of the account search (issue 10). */
export async function accountSearchRoutes(_app: FastifyInstance) {}
