import type { FastifyInstance } from 'fastify';

/** Routes of the client book (issue 10). */
export async function clientBookRoutes(_app: FastifyInstance) {}
