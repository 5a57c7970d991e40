import type { FastifyInstance } from 'fastify';

export async function credentialsRoutes(_app: FastifyInstance) {}
