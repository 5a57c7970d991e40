import type { FastifyInstance } from 'fastify';

export async function twoFactorRoutes(_app: FastifyInstance) {}
