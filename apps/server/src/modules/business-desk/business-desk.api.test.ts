import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeEach, describe, expect, it } from 'vitest';
import { businessDeskItems, clients } from '../../db/schema/index.js';
import { createUser } from '../../test/fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { sessionCookieName } from '../auth/session-token.js';
import { BUSINESS_DESK_FEED_LIMIT, BUSINESS_DESK_NOT_SUBSCRIBED } from './business-desk.service.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;
const PATH = '/cache/business-desk-feed';

beforeEach(async () => {
  await db().delete(businessDeskItems);
});

async function signedIn(options: { businessDesk?: boolean; userType?: 'Client' | 'Staff' | 'Intermediary' } = {}) {
  const { user, client } = await createUser(db(), { userType: options.userType ?? 'Client' });
  if (client && options.businessDesk) await db().update(clients).set({ businessDesk: true }).where(eq(clients.id, client.id));
  const browser = new TestBrowser(ctx.app);
  expect((await browser.signIn(user.username)).statusCode).toBe(200);
  const cookie = `${sessionCookieName('NZ')}=${browser.cookie(sessionCookieName('NZ')) ?? ''}`;
  return { browser, cookie };
}

type FeedItem = { title: string; guid: string; pubDate?: string; description: string; 'dc:creator'?: string; link?: string };

function parseRss(body: string): { title: string; link: string; items: FeedItem[] } {
  expect(XMLValidator.validate(body)).toBe(true);
  const document = new XMLParser({ ignoreAttributes: true, parseTagValue: false, isArray: (name) => name === 'item' }).parse(body) as {
    rss: { channel: { title: string; link: string; item?: FeedItem[] } };
  };
  return { title: document.rss.channel.title, link: document.rss.channel.link, items: document.rss.channel.item ?? [] };
}

const item = (slug: string, pubDate: Date | null, extra: Partial<typeof businessDeskItems.$inferInsert> = {}) => ({
  slug,
  title: `Title of ${slug}`,
  pubDate,
  description: `<p>About ${slug}</p>`,
  ...extra,
});

describe('GET /cache/business-desk-feed (spec 002 §7: RSS text)', () => {
  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: PATH });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Id: 'Unauthenticated', Message: 'You are not signed in.' });
  });

  it('refuses a client without the businessDesk flag, staff and an adviser with 403 and a clear message (spec 002 §6)', async () => {
    for (const who of [{}, { userType: 'Staff' as const }, { userType: 'Intermediary' as const }]) {
      const { browser } = await signedIn(who);
      const response = await browser.get(PATH);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Id: 'Forbidden', Message: BUSINESS_DESK_NOT_SUBSCRIBED });
    }
  });

  it('gives a subscriber an empty but valid RSS 2.0 channel when nothing is stored', async () => {
    const { browser } = await signedIn({ businessDesk: true });
    const response = await browser.get(PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = parseRss(response.body);
    expect(feed.title).toBe('Business Desk');
    expect(feed.link).toBe('http://localhost:3000/news/news-list?view=businessdesk');
    expect(feed.items).toEqual([]);
  });

  it('serves the stored items newest first (undated last), each with its slug as guid', async () => {
    await db().insert(businessDeskItems).values([
      item('middle', new Date('2026-11-20T01:00:00Z'), { author: 'Jo Reporter', link: 'https://news.example.nz/middle' }),
      item('undated', null),
      item('newest', new Date('2026-11-24T01:00:00Z')),
      item('oldest', new Date('2026-11-01T01:00:00Z')),
    ]);
    const { browser } = await signedIn({ businessDesk: true });
    const feed = parseRss((await browser.get(PATH)).body);
    expect(feed.items.map((i) => i.guid)).toEqual(['newest', 'middle', 'oldest', 'undated']);
    expect(feed.items[1]).toEqual({
      title: 'Title of middle',
      guid: 'middle',
      link: 'https://news.example.nz/middle',
      pubDate: 'Fri, 20 Nov 2026 01:00:00 GMT',
      'dc:creator': 'Jo Reporter',
      description: '<p>About middle</p>',
    });
    expect(feed.items[3]).not.toHaveProperty('pubDate');
  });

  it(`serves at most the newest ${BUSINESS_DESK_FEED_LIMIT} items`, async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
    await db().insert(businessDeskItems).values(Array.from({ length: BUSINESS_DESK_FEED_LIMIT + 10 }, (_, n) => item(`item-${n}`, day(n))));
    const { browser } = await signedIn({ businessDesk: true });
    const feed = parseRss((await browser.get(PATH)).body);
    expect(feed.items).toHaveLength(BUSINESS_DESK_FEED_LIMIT);
    expect(feed.items[0]!.guid).toBe(`item-${BUSINESS_DESK_FEED_LIMIT + 9}`);
    expect(feed.items.at(-1)!.guid).toBe('item-10');
  });

  it('escapes markup and quotes in every field and drops characters XML cannot carry', async () => {
    const title = `Profits <up> & "quoted" 'too' ]]> \u0001done`;
    await db().insert(businessDeskItems).values(
      item('escaped', new Date('2026-11-24T01:00:00Z'), {
        title,
        author: '<b>Jo</b> & Co',
        description: '<p>A &amp; B</p><script>not run</script>',
        link: 'https://news.example.nz/a?x=1&y=2',
      }),
    );
    const { browser } = await signedIn({ businessDesk: true });
    const body = (await browser.get(PATH)).body;
    expect(body).toContain('<title>Profits &lt;up&gt; &amp; &quot;quoted&quot; &apos;too&apos; ]]&gt; done</title>');
    expect(body).not.toContain('<script>');
    const [parsed] = parseRss(body).items;
    expect(parsed).toMatchObject({
      title: `Profits <up> & "quoted" 'too' ]]> done`,
      'dc:creator': '<b>Jo</b> & Co',
      description: '<p>A &amp; B</p><script>not run</script>',
      link: 'https://news.example.nz/a?x=1&y=2',
    });
  });

  it('is private to the browser for 60 s, with an ETag answered by 304 until an item changes', async () => {
    await db().insert(businessDeskItems).values(item('cached', new Date('2026-11-24T01:00:00Z')));
    const { cookie } = await signedIn({ businessDesk: true });
    const first = await ctx.app.inject({ method: 'GET', url: PATH, headers: { cookie } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);

    const again = await ctx.app.inject({ method: 'GET', url: PATH, headers: { cookie, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await db().update(businessDeskItems).set({ title: 'A changed title' }).where(eq(businessDeskItems.slug, 'cached'));
    const changed = await ctx.app.inject({ method: 'GET', url: PATH, headers: { cookie, 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(parseRss(changed.body).items[0]!.title).toBe('A changed title');
  });

  it('answers a 304 only to a subscriber: a stranger with the ETag still gets 401', async () => {
    const { cookie } = await signedIn({ businessDesk: true });
    const etag = (await ctx.app.inject({ method: 'GET', url: PATH, headers: { cookie } })).headers.etag as string;
    const stranger = await ctx.app.inject({ method: 'GET', url: PATH, headers: { 'if-none-match': etag } });
    expect(stranger.statusCode).toBe(401);
  });
});
