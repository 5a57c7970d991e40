import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ifNoneMatchMatches, sendCacheableBytes, sendCacheableJson, strongEtag } from './cacheable.js';

describe('strongEtag', () => {
  it('is a quoted, unprefixed tag that changes with the body and stays the same for the same bytes', () => {
    const tag = strongEtag('{"a":1}');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(strongEtag('{"a":1}')).toBe(tag);
    expect(strongEtag('{"a":2}')).not.toBe(tag);
    expect(strongEtag(Buffer.from('{"a":1}'))).toBe(tag);
  });
});

describe('ifNoneMatchMatches (RFC 9110 §13.1.2)', () => {
  const tag = '"abc"';
  it('matches the exact tag, one tag of a list, a weak copy of it, and *', () => {
    expect(ifNoneMatchMatches('"abc"', tag)).toBe(true);
    expect(ifNoneMatchMatches('"x", "abc" ,"y"', tag)).toBe(true);
    expect(ifNoneMatchMatches('W/"abc"', tag)).toBe(true);
    expect(ifNoneMatchMatches('*', tag)).toBe(true);
  });
  it('does not match a missing header, another tag or the tag without quotes', () => {
    expect(ifNoneMatchMatches(undefined, tag)).toBe(false);
    expect(ifNoneMatchMatches('', tag)).toBe(false);
    expect(ifNoneMatchMatches('"abd"', tag)).toBe(false);
    expect(ifNoneMatchMatches('abc', tag)).toBe(false);
  });
});

describe('sendCacheableJson and sendCacheableBytes through a Fastify app', () => {
  let app: FastifyInstance;
  let version = 1;
  beforeAll(async () => {
    app = Fastify();
    app.get('/json', (request, reply) =>
      sendCacheableJson(request, reply, { version, text: 'Kia ora' }, { scope: 'public', maxAgeSeconds: 60 }),
    );
    app.get('/private', (request, reply) =>
      sendCacheableJson(request, reply, { mine: true }, { scope: 'private', maxAgeSeconds: 30 }),
    );
    app.get('/bytes', (request, reply) =>
      sendCacheableBytes(request, reply, Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png', {
        scope: 'public',
        maxAgeSeconds: 300,
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the body with Cache-Control and a strong ETag that is the hash of the exact bytes sent', async () => {
    const response = await app.inject({ method: 'GET', url: '/json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ version: 1, text: 'Kia ora' });
    expect(response.headers.etag).toBe(strongEtag(response.body));
  });

  it('answers 304 with no body, keeping the ETag and Cache-Control, when If-None-Match names the tag', async () => {
    const first = await app.inject({ method: 'GET', url: '/json' });
    const again = await app.inject({ method: 'GET', url: '/json', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=60');
  });

  it('sends the new body with a new tag once the content has changed', async () => {
    const first = await app.inject({ method: 'GET', url: '/json' });
    version = 2;
    const changed = await app.inject({ method: 'GET', url: '/json', headers: { 'if-none-match': first.headers.etag as string } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ version: 2, text: 'Kia ora' });
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('says private when the caller asks for it', async () => {
    const response = await app.inject({ method: 'GET', url: '/private' });
    expect(response.headers['cache-control']).toBe('private, max-age=30');
  });

  it('sends bytes with their content type and answers 304 for them too', async () => {
    const response = await app.inject({ method: 'GET', url: '/bytes' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const again = await app.inject({ method: 'GET', url: '/bytes', headers: { 'if-none-match': response.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
