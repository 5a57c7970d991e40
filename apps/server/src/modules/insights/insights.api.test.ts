import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS_FEED_PAGE_SIZE, type Channel, type InsightsFeedResponse, type StaffInsightArticle } from '@tasman/domain';
import { auditEvents, insightArticles } from '../../db/schema/index.js';
import { call, sessionOf } from '../../security/attack-client.js';
import { createUser } from '../../test/fixtures.js';
import { useTestPortals } from '../../test/use-test-app.js';

const ctx = useTestPortals();
const db = () => ctx.testDb.database.db;
const portal = (channel: Channel) => (channel === 'NZ' ? ctx.nz : ctx.au);
const STAFF = '/api/v1/staff/insights';

const sessions = {} as { nzStaff: string; auStaff: string; client: string; staffUserId: string };

/** A tiny valid PNG (1 × 1, transparent): the signature, IHDR, IDAT and IEND. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  const nzStaff = await createUser(db(), { userType: 'Staff', channel: 'NZ' });
  const auStaff = await createUser(db(), { userType: 'Staff', channel: 'AU' });
  const client = await createUser(db(), { channel: 'NZ' });
  sessions.nzStaff = await sessionOf(ctx.nz, nzStaff.user.username);
  sessions.auStaff = await sessionOf(ctx.au, auStaff.user.username);
  sessions.client = await sessionOf(ctx.nz, client.user.username);
  sessions.staffUserId = nzStaff.user.id;
}, 120_000);

const article = (over: Record<string, unknown> = {}) => ({
  title: 'Why diversification matters',
  summary: 'Spreading money across asset classes smooths the ride.',
  articleType: 'read',
  authors: [{ name: 'Aroha Tasman', url: 'https://tasman.example/aroha', image: null, title: 'Investment writer' }],
  bodyMarkdown: '## Spread the risk\n\nA portfolio of **many** holdings.',
  imageId: null,
  imageAlt: '',
  ...over,
});

const staffSend = (method: string, url: string, body?: unknown, channel: Channel = 'NZ') =>
  call(portal(channel), method, url, { session: channel === 'NZ' ? sessions.nzStaff : sessions.auStaff, ...(body === undefined ? {} : { body }) });

async function created(over: Record<string, unknown> = {}, channel: Channel = 'NZ'): Promise<StaffInsightArticle> {
  const response = await staffSend('POST', STAFF, article(over), channel);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function published(over: Record<string, unknown> = {}, channel: Channel = 'NZ'): Promise<StaffInsightArticle> {
  const draft = await created(over, channel);
  const response = await staffSend('POST', `${STAFF}/${draft.articleId}/publish`, undefined, channel);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const feed = (page?: string | number, channel = 'nz', app = ctx.nz) =>
  app.inject({ method: 'GET', url: `/cache/insights-feed/${channel}${page === undefined ? '' : `?page=${encodeURIComponent(String(page))}`}` });

describe('GET /cache/insights-feed/:channel (spec 002 §7 Insights feed)', () => {
  const titles: string[] = [];
  beforeAll(async () => {
    // 11 published NZ articles dated a day apart (oldest first), a draft, a withdrawn one and an AU one.
    for (let day = 1; day <= 11; day += 1) {
      const title = `Feed article ${day}`;
      const row = await published({ title, articleType: (['read', 'watch', 'listen'] as const)[day % 3] });
      await db().update(insightArticles).set({ articleDate: new Date(Date.UTC(2026, 0, day)) }).where(eq(insightArticles.id, row.articleId));
      titles.unshift(title);
    }
    await created({ title: 'Feed draft' });
    const withdrawn = await published({ title: 'Feed withdrawn' });
    await staffSend('POST', `${STAFF}/${withdrawn.articleId}/withdraw`);
    await published({ title: 'Feed AU article' }, 'AU');
  });

  it('serves published articles of its channel, newest first, 9 a page, with hasMore', async () => {
    const first = await feed();
    expect(first.statusCode, first.body).toBe(200);
    const page1: InsightsFeedResponse = first.json();
    expect(page1.pageSize).toBe(INSIGHTS_FEED_PAGE_SIZE);
    expect(page1.page).toBe(1);
    expect(page1.hasMore).toBe(true);
    expect(page1.items.map((i) => i.title)).toEqual(titles.slice(0, 9));
    expect(page1.items[0]).toEqual({
      articleID: expect.any(Number),
      title: 'Feed article 11',
      image: null,
      imageAlt: '',
      authors: [{ name: 'Aroha Tasman' }],
      articleDate: '2026-01-11T00:00:00.000Z',
      body: 'Spreading money across asset classes smooths the ride.',
      articleType: 'listen',
    });

    const page2: InsightsFeedResponse = (await feed(2)).json();
    expect(page2.items.map((i) => i.title)).toEqual(titles.slice(9));
    expect(page2.hasMore).toBe(false);
  });

  it('leaves out drafts, withdrawn articles and the other channel', async () => {
    const all = [...(await feed(1)).json().items, ...(await feed(2)).json().items].map((i: { title: string }) => i.title);
    expect(all).not.toContain('Feed draft');
    expect(all).not.toContain('Feed withdrawn');
    expect(all).not.toContain('Feed AU article');
    const au: InsightsFeedResponse = (await feed(1, 'au', ctx.au)).json();
    expect(au.items.map((i) => i.title)).toEqual(['Feed AU article']);
  });

  it('answers a page past the end with an empty list', async () => {
    const response = await feed(3);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [], page: 3, pageSize: 9, hasMore: false });
    expect((await feed(100_000)).json().items).toEqual([]);
  });

  it.each(['0', '-1', '10000000', 'abc', '1.5', '١', '', '1e400'])('refuses page=%j with a clear 400', async (page) => {
    const response = await feed(page);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().Message).toMatch(/page must be a whole number from 1 to 100000/);
  });

  it("does not serve the other portal's feed (404), and refuses an unknown channel (400)", async () => {
    const other = await feed(1, 'au');
    expect(other.statusCode).toBe(404);
    expect(other.json().Message).toBe('This portal publishes the nz insights only.');
    const unknown = await feed(1, 'uk');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Message).toMatch(/The channel must be 'nz' or 'au'/);
  });

  it('is public content with Cache-Control and a strong ETag, and answers 304 when it has not changed', async () => {
    const first = await feed(1);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await ctx.nz.inject({ method: 'GET', url: '/cache/insights-feed/nz?page=1', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A new publication changes page 1, so the old tag no longer matches.
    await published({ title: 'Feed article newest' });
    const changed = await ctx.nz.inject({ method: 'GET', url: '/cache/insights-feed/nz?page=1', headers: { 'if-none-match': first.headers.etag as string } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().items[0].title).toBe('Feed article newest');
  });
});

describe('GET /cache/insights/:channel/article/:articleId (spec 002 §7 Insights article)', () => {
  const articleUrl = (id: number | string, channel = 'nz') => `/cache/insights/${channel}/article/${id}`;

  it('serves a published article with its authors, date and sanitized HTML', async () => {
    const row = await published({ title: 'Reading a fund update' });
    const response = await ctx.nz.inject({ method: 'GET', url: articleUrl(row.articleId) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json()).toEqual({
      articleID: row.articleId,
      title: 'Reading a fund update',
      image: null,
      imageAlt: '',
      authors: [{ name: 'Aroha Tasman', url: 'https://tasman.example/aroha', image: null, title: 'Investment writer' }],
      postDate: row.articleDate,
      postHTML: '<h2>Spread the risk</h2>\n<p>A portfolio of <strong>many</strong> holdings.</p>',
      articleType: 'read',
    });
  });

  it("says 'Article not found' (404) for an unknown, draft, withdrawn or other-channel article", async () => {
    const draft = await created({ title: 'Still a draft' });
    const withdrawn = await published({ title: 'Taken down' });
    await staffSend('POST', `${STAFF}/${withdrawn.articleId}/withdraw`);
    const au = await published({ title: 'An AU article' }, 'AU');
    for (const url of [articleUrl(999_999), articleUrl(draft.articleId), articleUrl(withdrawn.articleId), articleUrl(au.articleId)]) {
      const response = await ctx.nz.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ Id: 'NotFound', Message: 'Article not found' });
    }
    // Asked for as AU on the NZ portal: not this portal's.
    expect((await ctx.nz.inject({ method: 'GET', url: articleUrl(au.articleId, 'au') })).statusCode).toBe(404);
    // On its own portal it is there.
    expect((await ctx.au.inject({ method: 'GET', url: articleUrl(au.articleId, 'au') })).statusCode).toBe(200);
  });

  it.each(['abc', '0', '-3', '99999999999', '1.5', '٣'])('refuses the article id %j with a clear 400', async (id) => {
    const response = await ctx.nz.inject({ method: 'GET', url: articleUrl(encodeURIComponent(id)) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().Message).toMatch(/The article id must be a whole number from 1/);
  });
});

describe('sanitizing the body (made from markdown at save)', () => {
  it('keeps structure and safe links, and strips script, handlers, iframes and dangerous addresses', async () => {
    const hostile = [
      '# Heading one',
      '<script>alert("x")</script>',
      '<img src=x onerror=alert(1)>',
      '<iframe src="https://evil.example"></iframe>',
      '[click](javascript:alert(1))',
      '[data](data:text/html;base64,PHNjcmlwdD4=)',
      '[safe](https://example.com/guide)',
      '[mail](mailto:help@tasman.example)',
      '![plain http](http://evil.example/a.png)',
      '![secure](https://images.example/b.png)',
      '![ours](/cache/insights/images/0b6c1f2e-3d4a-4b5c-9d8e-7f6a5b4c3d2e.png)',
      '> A quote',
      '- one\n- two',
    ].join('\n\n');
    const row = await published({ title: 'Hostile', bodyMarkdown: hostile });
    const html: string = (await ctx.nz.inject({ method: 'GET', url: `/cache/insights/nz/article/${row.articleId}` })).json().postHTML;
    expect(html).toContain('<h2>Heading one</h2>');
    // No element, no event handler, no dangerous address (the raw HTML survives only as escaped text).
    expect(html).not.toMatch(/<script|<iframe|<[^>]*\son\w+=|href="(javascript|data):|src="(javascript|data|http:)/i);
    expect(html).toContain('<a href="https://example.com/guide" rel="noopener noreferrer" target="_blank">safe</a>');
    expect(html).toContain('<a href="mailto:help@tasman.example" rel="noopener noreferrer" target="_blank">mail</a>');
    // Only the portal's own uploaded images: another site's, even over https, is dropped (CSP img-src 'self').
    expect(html).not.toContain('images.example');
    expect(html).toContain('<img alt="ours" src="/cache/insights/images/0b6c1f2e-3d4a-4b5c-9d8e-7f6a5b4c3d2e.png" />');
    expect(html).toContain('<a>click</a>');
    expect(html).not.toContain('http://evil.example');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<li>two</li>');
    // The raw tags were escaped as text, never markup.
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('staff writes: own portal only, CSRF, audited', () => {
  it('refuses anonymous callers (401) and clients (403)', async () => {
    const anonymous = await call(ctx.nz, 'POST', STAFF, { body: article() });
    expect(anonymous.statusCode).toBe(401);
    const client = await call(ctx.nz, 'POST', STAFF, { session: sessions.client, body: article() });
    expect(client.statusCode).toBe(403);
    expect((await call(ctx.nz, 'GET', STAFF, { session: sessions.client })).statusCode).toBe(403);
  });

  it('refuses a write without the CSRF token', async () => {
    const response = await call(ctx.nz, 'POST', STAFF, { session: sessions.nzStaff, body: article(), csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().Id).toBe('CsrfRejected');
  });

  it("does not let another portal's staff see or change this portal's articles", async () => {
    const nz = await created({ title: 'NZ only draft' });
    for (const [method, url] of [
      ['PUT', `${STAFF}/${nz.articleId}`],
      ['POST', `${STAFF}/${nz.articleId}/publish`],
    ] as const) {
      const response = await staffSend(method, url, method === 'PUT' ? article({ title: 'Hijacked' }) : undefined, 'AU');
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const auList: StaffInsightArticle[] = (await staffSend('GET', STAFF, undefined, 'AU')).json().list;
    expect(auList.map((a) => a.articleId)).not.toContain(nz.articleId);
    // An AU staff session presented to the NZ portal is not a session there.
    const crossed = await call(ctx.nz, 'POST', `${STAFF}/${nz.articleId}/publish`, { session: sessions.auStaff });
    expect([401, 403]).toContain(crossed.statusCode);
    const [stored] = await db().select().from(insightArticles).where(eq(insightArticles.id, nz.articleId));
    expect(stored).toMatchObject({ title: 'NZ only draft', status: 'draft' });
  });

  it('lists drafts too, saves edits, publishes and withdraws, each audited', async () => {
    const draft = await created({ title: 'Audited article' });
    const list: StaffInsightArticle[] = (await staffSend('GET', STAFF)).json().list;
    expect(list.find((a) => a.articleId === draft.articleId)).toMatchObject({ status: 'draft', title: 'Audited article' });

    const edited = await staffSend('PUT', `${STAFF}/${draft.articleId}`, article({ title: 'Audited article, edited', bodyMarkdown: '*new*' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Audited article, edited', bodyHtml: '<p><em>new</em></p>', status: 'draft' });

    const publishedNow = (await staffSend('POST', `${STAFF}/${draft.articleId}/publish`)).json();
    expect(publishedNow).toMatchObject({ status: 'published', articleDate: expect.any(String), publishedAt: expect.any(String) });
    const twice = await staffSend('POST', `${STAFF}/${draft.articleId}/publish`);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().Message).toBe('The article is already published.');

    expect((await staffSend('POST', `${STAFF}/${draft.articleId}/withdraw`)).json().status).toBe('withdrawn');
    const again = await staffSend('POST', `${STAFF}/${draft.articleId}/withdraw`);
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe('Only a published article can be withdrawn.');

    const events = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, sessions.staffUserId), inArray(auditEvents.event, ['insight-article-created', 'insight-article-updated', 'insight-article-published', 'insight-article-withdrawn'])));
    const mine = events.filter((e) => e.detail?.startsWith(`#${draft.articleId} `));
    expect(mine.map((e) => e.event).sort()).toEqual(['insight-article-created', 'insight-article-published', 'insight-article-updated', 'insight-article-withdrawn']);
    expect(mine.every((e) => e.channel === 'NZ')).toBe(true);
  });

  it.each([
    [{ title: '   ' }, 'The title is required.'],
    [{ articleType: 'podcast' }, 'The type must be read, watch or listen.'],
    [{ authors: [{ name: '', url: null, image: null, title: null }] }, 'Each author needs a name.'],
    [{ authors: [{ name: 'A', url: 'javascript:alert(1)', image: null, title: null }] }, "The author's link must start with http:// or https://."],
    [{ imageId: '../../etc/passwd' }, 'No such image.'],
    [{ imageId: '3f1b6c1e-8a55-4f5e-9a52-1d2e3f4a5b6c.png' }, 'The image was not found. Please upload it again.'],
  ])('refuses %j with a clear message', async (over, message) => {
    const response = await staffSend('POST', STAFF, article(over));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().Message).toContain(message);
  });
});

describe('hero images: uploaded by staff, checked by their bytes, served with cache headers', () => {
  const upload = (bytes: Buffer, contentType = 'image/png', session = sessions.nzStaff) =>
    call(ctx.nz, 'POST', `${STAFF}/images`, { session, rawPayload: bytes, headers: { 'content-type': contentType } });

  it('stores a PNG and serves it back with its type, a strong ETag and 304', async () => {
    const response = await upload(PNG);
    expect(response.statusCode, response.body).toBe(201);
    const { imageId, image } = response.json();
    expect(imageId).toMatch(/\.png$/);
    const served = await ctx.nz.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.rawPayload).toEqual(PNG);
    const again = await ctx.nz.inject({ method: 'GET', url: image, headers: { 'if-none-match': served.headers.etag as string } });
    expect(again.statusCode).toBe(304);

    const row = await published({ title: 'With a picture', imageId, imageAlt: 'A calm harbour' });
    const item = (await feed(1)).json().items.find((i: { articleID: number }) => i.articleID === row.articleId);
    expect(item).toMatchObject({ image, imageAlt: 'A calm harbour' });
  });

  it('refuses SVG, GIF and other bytes whatever the declared type, and files over 2 MB', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, type] of [
      [svg, 'image/png'],
      [svg, 'application/octet-stream'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/png'],
    ] as const) {
      const response = await upload(bytes, type);
      expect(response.statusCode, type).toBe(400);
      expect(response.json().Message).toBe('The image must be a PNG, JPEG or WebP file.');
    }
    const tooBig = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(tooBig.statusCode).toBe(413);
    const svgType = await upload(svg, 'image/svg+xml');
    expect(svgType.statusCode).toBe(415);
  });

  it('refuses uploads by clients and answers 404 for an unknown image and 400 for a malformed name', async () => {
    expect((await upload(PNG, 'image/png', sessions.client)).statusCode).toBe(403);
    const unknown = await ctx.nz.inject({ method: 'GET', url: '/cache/insights/images/3f1b6c1e-8a55-4f5e-9a52-1d2e3f4a5b6c.png' });
    expect(unknown.statusCode).toBe(404);
    const malformed = await ctx.nz.inject({ method: 'GET', url: '/cache/insights/images/..%2f..%2fpasswd' });
    expect(malformed.statusCode).toBe(400);
  });
});
