import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './api-error.js';

/** How deep a body is searched; our bodies are two levels deep, a deeper one is refused by its schema anyway. */
const MAX_DEPTH = 8;

/**
 * A lone UTF-16 surrogate ('\ud800' in JSON) is no character at all: PostgreSQL would store it as
 * U+FFFD or refuse it (issue 9 item 27). Every string a caller sends — path, query and JSON body —
 * must be well-formed Unicode, checked once here before any route sees it.
 */
export function hasIllFormedText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !(value as string & { isWellFormed(): boolean }).isWellFormed();
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasIllFormedText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => hasIllFormedText(key, depth + 1) || hasIllFormedText(item, depth + 1));
}

export const wellFormedTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (hasIllFormedText(request.params) || hasIllFormedText(request.query) || hasIllFormedText(request.body)) {
      throw new ApiError('ValidationFailed');
    }
  });
});
