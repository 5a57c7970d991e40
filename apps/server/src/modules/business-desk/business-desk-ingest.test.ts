import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { businessDeskIngests, businessDeskItems } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { ingestBusinessDeskFeed } from './business-desk-ingest.js';
import { DEMO_BUSINESS_DESK_FEED, type FeedReadLimits } from './business-desk-feed-source.js';
import { findIngest } from './business-desk.repo.js';

let testDb: TestDatabase;
const db = () => testDb.database.db;

/** What the local feed server answers next. */
let answer: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => response.end();
let server: Server;
let base = '';
const openResponses = new Set<ServerResponse>();

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = createServer((request, response) => {
    openResponses.add(response);
    response.on('close', () => openResponses.delete(response));
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const response of openResponses) response.destroy();
  await new Promise((resolve) => server.close(resolve));
  await testDb.drop();
});
beforeEach(async () => {
  await db().delete(businessDeskItems);
  await db().delete(businessDeskIngests);
});

const LIMITS: FeedReadLimits = { timeoutMs: 400, maxBytes: 64 * 1024 };

const rss = (items: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Test desk</title><link>https://x.test</link><description>d</description>${items}</channel></rss>`;
const GOOD = rss(`
  <item><title>Harbour port expands</title><pubDate>Tue, 24 Nov 2026 08:30:00 +1300</pubDate><description>&lt;p&gt;Port news.&lt;/p&gt;</description><author>desk@example.nz (Jo Reporter)</author></item>
  <item><title>Orchard harvest early</title><pubDate>Mon, 23 Nov 2026 08:30:00 +1300</pubDate><description>Fruit.</description></item>`);

const serve = (status: number, body: string, type = 'application/rss+xml') => {
  answer = (_request, response) => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };
};

/** A logger that keeps what it was given, to check what a warning says (and does not say). */
function recordingLog() {
  const lines: unknown[] = [];
  const keep = (...args: unknown[]) => void lines.push(args);
  const log = { warn: keep, info: keep, error: keep, debug: keep, trace: keep, fatal: keep, child: () => log, level: 'info', silent: keep };
  return { log: log as unknown as FastifyBaseLogger, text: () => JSON.stringify(lines) };
}

const storedTitles = async () => (await db().select().from(businessDeskItems).orderBy(asc(businessDeskItems.slug))).map((row) => row.title);

async function ingestGood(url = `${base}/feed`) {
  serve(200, GOOD);
  const result = await ingestBusinessDeskFeed(db(), url, { limits: LIMITS });
  expect(result).toMatchObject({ ok: true, items: 2, written: 2 });
  return result;
}

describe('the business desk ingest (issue 14)', () => {
  it('stores a good feed by title slug and records the success', async () => {
    await ingestGood();
    const rows = await db().select().from(businessDeskItems).orderBy(asc(businessDeskItems.slug));
    expect(rows.map((row) => [row.slug, row.title, row.author, row.description, row.pubDate?.toISOString()])).toEqual([
      ['harbour-port-expands', 'Harbour port expands', 'Jo Reporter', '<p>Port news.</p>', '2026-11-23T19:30:00.000Z'],
      ['orchard-harvest-early', 'Orchard harvest early', null, 'Fruit.', '2026-11-22T19:30:00.000Z'],
    ]);
    expect(await findIngest(db(), `${base}/feed`)).toMatchObject({ lastError: null, itemCount: 2 });
  });

  it('changes nothing when the same feed is read again; updates only the item that changed', async () => {
    await ingestGood();
    const before = await db().select().from(businessDeskItems).orderBy(asc(businessDeskItems.slug));
    serve(200, GOOD);
    expect(await ingestBusinessDeskFeed(db(), `${base}/feed`, { limits: LIMITS })).toMatchObject({ ok: true, items: 2, written: 0 });
    expect(await db().select().from(businessDeskItems).orderBy(asc(businessDeskItems.slug))).toEqual(before);

    serve(200, GOOD.replace('Fruit.', 'Fruit, picked early.'));
    expect(await ingestBusinessDeskFeed(db(), `${base}/feed`, { limits: LIMITS })).toMatchObject({ ok: true, written: 1 });
    const after = await db().select().from(businessDeskItems).orderBy(asc(businessDeskItems.slug));
    expect(after[0]).toEqual(before[0]);
    expect(after[1]!.description).toBe('Fruit, picked early.');
  });

  it('keeps the items of earlier feeds that a later feed no longer lists (their article links keep working)', async () => {
    await ingestGood();
    serve(200, rss('<item><title>A new story</title></item>'));
    expect(await ingestBusinessDeskFeed(db(), `${base}/feed`, { limits: LIMITS })).toMatchObject({ ok: true, items: 1 });
    expect(await storedTitles()).toEqual(['A new story', 'Harbour port expands', 'Orchard harvest early']);
  });

  it("stores a new story with yesterday's headline beside it, and keeps a story's address when its headline is corrected", async () => {
    const day = (guid: string, title: string, date: string) => `<item><title>${title}</title><guid>${guid}</guid><pubDate>${date}</pubDate></item>`;
    serve(200, rss(day('mon', 'Markets close higher', 'Mon, 23 Nov 2026 05:00:00 GMT') + day('x', 'Rates held at reveiw', 'Mon, 23 Nov 2026 06:00:00 GMT')));
    expect(await ingestBusinessDeskFeed(db(), `${base}/feed`, { limits: LIMITS })).toMatchObject({ ok: true, written: 2 });
    serve(200, rss(day('tue', 'Markets close higher', 'Tue, 24 Nov 2026 05:00:00 GMT') + day('x', 'Rates held at review', 'Mon, 23 Nov 2026 06:00:00 GMT')));
    expect(await ingestBusinessDeskFeed(db(), `${base}/feed`, { limits: LIMITS })).toMatchObject({ ok: true, written: 2 });
    const rows = await db().select().from(businessDeskItems).orderBy(asc(businessDeskItems.slug));
    expect(rows.map((row) => [row.slug, row.guid, row.title])).toEqual([
      ['markets-close-higher', 'mon', 'Markets close higher'],
      ['markets-close-higher-2', 'tue', 'Markets close higher'],
      ['rates-held-at-reveiw', 'x', 'Rates held at review'],
    ]);
  });

  const failures: Array<[string, () => void, RegExp]> = [
    ['answers HTTP 500', () => serve(500, 'Internal error: stack trace here'), /^The feed answered HTTP 500$/],
    ['answers HTTP 404', () => serve(404, 'missing'), /^The feed answered HTTP 404$/],
    ['never answers (timeout)', () => (answer = () => {}), /^The feed did not answer within 0.4 s$/],
    [
      'starts answering and stalls (timeout in the body)',
      () =>
        (answer = (_request, response) => {
          response.writeHead(200, { 'content-type': 'application/rss+xml' });
          response.write('<?xml version="1.0"?><rss version="2.0"><channel>');
        }),
      /^The feed did not answer within 0.4 s$/,
    ],
    ['is malformed XML', () => serve(200, '<rss version="2.0"><channel><item><title>Half</channel>'), /^The feed is not well-formed XML \(line 1: /],
    ['is an HTML error page', () => serve(200, '<!doctype html><html><body><p>Oops<br></body></html>', 'text/html'), /^The feed is not well-formed XML/],
    ['is RSS with no items', () => serve(200, rss('')), /^The feed has no items$/],
    ['is empty', () => serve(200, ''), /^The feed is empty$/],
    [
      'declares a body larger than the cap',
      () => serve(200, rss(`<item><title>big</title><description>${'x'.repeat(70 * 1024)}</description></item>`)),
      /^The feed is larger than 0.1 MB$/,
    ],
    [
      'streams a body larger than the cap without a length',
      () =>
        (answer = (_request, response) => {
          response.writeHead(200, { 'content-type': 'application/rss+xml' });
          const chunk = 'y'.repeat(16 * 1024);
          for (let i = 0; i < 8; i++) response.write(chunk);
          response.end();
        }),
      /^The feed is larger than 0.1 MB$/,
    ],
  ];

  it.each(failures)('leaves the stored items in place and records the error when the feed %s', async (_what, arrange, reason) => {
    await ingestGood();
    const before = await db().select().from(businessDeskItems).orderBy(asc(businessDeskItems.slug));
    const lastSuccess = (await findIngest(db(), `${base}/feed`))?.lastSuccessAt;
    arrange();
    const { log, text } = recordingLog();
    const result = await ingestBusinessDeskFeed(db(), `${base}/feed`, { limits: LIMITS, log });
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error).toMatch(reason);
    expect(await db().select().from(businessDeskItems).orderBy(asc(businessDeskItems.slug))).toEqual(before);
    const ingest = await findIngest(db(), `${base}/feed`);
    expect(ingest?.lastError).toMatch(reason);
    expect(ingest?.lastSuccessAt).toEqual(lastSuccess);
    expect(ingest?.itemCount).toBe(2);
    expect(text()).toContain('the stored items stay');
    expect(text()).not.toMatch(/stack trace|Half|Oops|yyyy|xxxx/);
  });

  it('records a feed address that refuses connections', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/feed`;
    await new Promise((resolve) => closed.close(resolve));
    const result = await ingestBusinessDeskFeed(db(), url, { limits: LIMITS });
    expect(result).toEqual({ ok: false, source: url, error: 'The feed could not be reached (ECONNREFUSED)' });
  });

  it('names the source without its password or query, in the record and the log', async () => {
    const secretUrl = `http://reader:hunter2@127.0.0.1:${new URL(base).port}/feed?apiKey=s3cret`;
    serve(500, 'no');
    const { log, text } = recordingLog();
    const result = await ingestBusinessDeskFeed(db(), secretUrl, { limits: LIMITS, log });
    expect(result.source).toBe(`${base}/feed`);
    expect(await findIngest(db(), `${base}/feed`)).toMatchObject({ lastError: 'The feed answered HTTP 500' });
    expect(text()).not.toMatch(/hunter2|s3cret/);
  });

  it('sends the address\'s user and password as HTTP Basic credentials', async () => {
    let authorization: string | undefined;
    answer = (request, response) => {
      authorization = request.headers.authorization;
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end(GOOD);
    };
    const result = await ingestBusinessDeskFeed(db(), `http://reader:p%40ss@127.0.0.1:${new URL(base).port}/feed`, { limits: LIMITS });
    expect(result).toMatchObject({ ok: true, items: 2 });
    expect(authorization).toBe(`Basic ${Buffer.from('reader:p@ss').toString('base64')}`);
  });

  it('reads the demo feed file the same way: 15 items, each with a title, date, author and description', async () => {
    const result = await ingestBusinessDeskFeed(db(), DEMO_BUSINESS_DESK_FEED);
    expect(result).toMatchObject({ ok: true, items: 15, written: 15, skipped: 0 });
    const rows = await db().select().from(businessDeskItems);
    expect(rows).toHaveLength(15);
    for (const row of rows) {
      expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(row.title.startsWith('Demo: ')).toBe(true);
      expect(row.pubDate).not.toBeNull();
      expect(row.author).not.toBeNull();
      expect(row.description).toMatch(/^<p>/);
    }
    expect(await ingestBusinessDeskFeed(db(), DEMO_BUSINESS_DESK_FEED)).toMatchObject({ ok: true, written: 0 });
  });

  it('reads a file: URL, and records a missing or oversized file without touching the items', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'business-desk-'));
    const file = path.join(folder, 'feed.xml');
    writeFileSync(file, GOOD);
    expect(await ingestBusinessDeskFeed(db(), `file://${file}`, { limits: LIMITS })).toMatchObject({ ok: true, items: 2 });
    expect(await ingestBusinessDeskFeed(db(), path.join(folder, 'missing.xml'), { limits: LIMITS })).toMatchObject({
      ok: false,
      error: 'The feed file could not be read (ENOENT)',
    });
    writeFileSync(file, 'z'.repeat(LIMITS.maxBytes + 1));
    expect(await ingestBusinessDeskFeed(db(), file, { limits: LIMITS })).toMatchObject({ ok: false, error: 'The feed is larger than 0.1 MB' });
    expect(await storedTitles()).toEqual(['Harbour port expands', 'Orchard harvest early']);
  });
});
