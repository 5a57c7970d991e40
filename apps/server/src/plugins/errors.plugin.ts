import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS } from '@tasman/domain';
import { ApiError } from './api-error.js';

/**
 * One error mapper: every failure becomes { Id, Message } with a decided status and a correlation
 * id header; a 500 says nothing about internals (STYLE 'Errors are values at the edges').
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    reply.header('x-correlation-id', request.id);
    if (error instanceof ApiError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.id);
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send({ Id: error.id, Message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath ? ` (${first.instancePath.replace(/^\//, '')})` : '';
      return reply
        .code(400)
        .send({ Id: 'ValidationFailed', Message: `${ERRORS.ValidationFailed.message}${where}` });
    }
    if (isUnstorableText(error)) {
      // A NUL byte or an unpaired surrogate in a string: PostgreSQL cannot store or compare it.
      return reply.code(400).send({ Id: 'ValidationFailed', Message: ERRORS.ValidationFailed.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ Id: 'PayloadTooLarge', Message: ERRORS.PayloadTooLarge.message });
    }
    if (status === 429) {
      return reply.code(429).send({ Id: 'TooManyRequests', Message: ERRORS.TooManyRequests.message });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, said plainly.
      return reply.code(status).send({ Id: 'ValidationFailed', Message: ERRORS.ValidationFailed.message });
    }
    if (isDatabaseUnreachable(error)) {
      request.log.error({ err: error }, 'database unreachable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ Id: 'ServiceUnavailable', Message: ERRORS.ServiceUnavailable.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ Id: 'Internal', Message: ERRORS.Internal.message });
  });
});

/**
 * The router's own refusals, before any route or hook (Fastify's `frameworkErrors`): a path whose
 * percent-encoding is broken (FST_ERR_BAD_URL, 400) and a path parameter longer than the router takes
 * (FST_ERR_MAX_PARAM_LENGTH, 414: an account number of 300 characters). Answered as every other
 * client error is, { Id, Message } with the correlation id, not in Fastify's own shape.
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-correlation-id', request.id);
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply.code(status).send({ Id: 'ValidationFailed', Message: ERRORS.ValidationFailed.message });
}

/** PostgreSQL's 'untranslatable character' (22P05) and 'invalid byte sequence' (22021), however wrapped. */
const UNSTORABLE_TEXT = new Set(['22P05', '22021']);

function isUnstorableText(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_TEXT.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** How long a client should wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The database cannot be reached, however the driver wraps it: the socket refused, reset or timed out;
 * PostgreSQL's class 08 (connection exception) and 57P01–57P03 (admin/crash shutdown, cannot connect
 * now); node-postgres's own words for a pool that cannot connect or a connection that died.
 */
const UNREACHABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const UNREACHABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;
const UNREACHABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed/i;

export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_SOCKET.has(code) || UNREACHABLE_SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnreachable(e, depth + 1))) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}
