import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a browser or proxy may keep a GET answer. `public` for content that is the same for
 * everyone (published articles, their images); `private` for answers that depend on the session.
 */
export interface CachePolicy {
  readonly scope: 'public' | 'private';
  readonly maxAgeSeconds: number;
}

/** A strong ETag: the first 128 bits of the body's SHA-256, base64url, quoted (RFC 9110 §8.8.3). */
export function strongEtag(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * Does an If-None-Match header match this ETag? RFC 9110 §13.1.2: `*` matches anything, the list is
 * comma-separated, and the comparison is weak (a `W/` prefix on the client's tag is ignored).
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = header.trim();
  if (wanted === '*') return true;
  return wanted
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag);
}

function cacheControl(policy: CachePolicy): string {
  if (!Number.isInteger(policy.maxAgeSeconds) || policy.maxAgeSeconds < 0) {
    throw new Error(`cacheable: max-age must be a whole number of seconds, not ${policy.maxAgeSeconds}`);
  }
  return `${policy.scope}, max-age=${policy.maxAgeSeconds}`;
}

function sendWithValidators(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  contentType: string,
  policy: CachePolicy,
): FastifyReply {
  const etag = strongEtag(body);
  reply.header('cache-control', cacheControl(policy)).header('etag', etag);
  // RFC 9110 §15.4.5: a 304 carries the validators and caching headers but no body.
  if (ifNoneMatchMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(contentType).send(body);
}

/**
 * Sends a GET answer as JSON with a strong ETag and Cache-Control, or 304 with no body when the
 * client's If-None-Match already names it. The value is serialised here (the ETag is the hash of the
 * exact bytes sent), so pass it through the route's response schema first (`Schema.parse(value)`):
 * the serialiser does not strip undeclared fields from a ready-made string.
 */
export function sendCacheableJson(
  request: FastifyRequest,
  reply: FastifyReply,
  value: unknown,
  policy: CachePolicy,
): FastifyReply {
  return sendWithValidators(request, reply, JSON.stringify(value), 'application/json; charset=utf-8', policy);
}

/** The same for bytes (images, documents) of a known content type. */
export function sendCacheableBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  bytes: Buffer,
  contentType: string,
  policy: CachePolicy,
): FastifyReply {
  return sendWithValidators(request, reply, bytes, contentType, policy);
}
