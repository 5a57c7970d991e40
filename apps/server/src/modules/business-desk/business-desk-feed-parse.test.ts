import { describe, expect, it } from 'vitest';
import { FeedRejected, MAX_FEED_ITEMS, parseBusinessDeskFeed, parsePubDate } from './business-desk-feed-parse.js';

const rss = (items: string, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>${extra}<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>T</title><link>https://x.test</link><description>D</description>${items}</channel></rss>`;

const rejection = (xml: string) => {
  try {
    parseBusinessDeskFeed(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(FeedRejected);
    return (error as Error).message;
  }
  throw new Error('the feed was taken');
};

describe('parseBusinessDeskFeed (RSS 2.0 with fast-xml-parser)', () => {
  it('reads title, pubDate, description, author, link and guid of each item, in feed order', () => {
    const { items, skipped } = parseBusinessDeskFeed(
      rss(`
        <item><title>Dairy prices &amp; the season</title><pubDate>Tue, 24 Nov 2026 08:30:00 +1300</pubDate>
          <description><![CDATA[<p>First <b>bold</b></p>]]></description><dc:creator>Aroha Ngata</dc:creator>
          <link>https://news.example.nz/a?x=1</link><guid isPermaLink="false">g-1</guid></item>
        <item><title>Second</title><author>desk@example.nz (Mere Tāwhiri)</author><description>&lt;p&gt;Escaped HTML&lt;/p&gt;</description></item>`),
    );
    expect(skipped).toBe(0);
    expect(items).toEqual([
      {
        slug: 'dairy-prices-the-season',
        title: 'Dairy prices & the season',
        pubDate: new Date('2026-11-23T19:30:00Z'),
        description: '<p>First <b>bold</b></p>',
        author: 'Aroha Ngata',
        link: 'https://news.example.nz/a?x=1',
        guid: 'g-1',
      },
      { slug: 'second', title: 'Second', pubDate: null, description: '<p>Escaped HTML</p>', author: 'Mere Tāwhiri', link: null, guid: null },
    ]);
  });

  it('sanitizes the description to the allow-list: no script, handler, style, image or javascript: link', () => {
    const { items } = parseBusinessDeskFeed(
      rss(`<item><title>x</title><description><![CDATA[<p onclick="steal()" style="color:red">ok</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a><a href="https://ok.example">good</a><iframe src="https://evil"></iframe>]]></description></item>`),
    );
    expect(items[0]!.description).toBe('<p>ok</p><a rel="noopener noreferrer" target="_blank">bad</a><a href="https://ok.example" rel="noopener noreferrer" target="_blank">good</a>');
  });

  it('keeps a title that looks like a number as text', () => {
    expect(parseBusinessDeskFeed(rss('<item><title>2026</title></item>')).items[0]!.title).toBe('2026');
  });

  it('leaves out items without a title and counts them', () => {
    const { items, skipped } = parseBusinessDeskFeed(rss('<item><title>  </title></item><item><description>x</description></item><item><title>Kept</title></item>'));
    expect(items.map((item) => item.title)).toEqual(['Kept']);
    expect(skipped).toBe(2);
  });

  it('takes no link but http(s) ones', () => {
    const { items } = parseBusinessDeskFeed(rss('<item><title>a</title><link>javascript:alert(1)</link></item><item><title>b</title><link>not a url</link></item>'));
    expect(items.map((item) => item.link)).toEqual([null, null]);
  });

  it('gives two items with the same slug different slugs, the earlier published keeping the plain one', () => {
    const { items } = parseBusinessDeskFeed(
      rss(`<item><title>Rates on hold!</title><pubDate>Wed, 25 Nov 2026 09:00:00 GMT</pubDate></item>
           <item><title>Rates on hold</title><pubDate>Mon, 23 Nov 2026 09:00:00 GMT</pubDate></item>`),
    );
    expect(items.map((item) => item.slug)).toEqual(['rates-on-hold-2', 'rates-on-hold']);
  });

  it(`reads at most ${MAX_FEED_ITEMS} items`, () => {
    const many = Array.from({ length: MAX_FEED_ITEMS + 20 }, (_, i) => `<item><title>Item ${i}</title></item>`).join('');
    expect(parseBusinessDeskFeed(rss(many)).items).toHaveLength(MAX_FEED_ITEMS);
  });

  it('refuses malformed XML, naming the line but not quoting the feed', () => {
    expect(rejection('<rss><channel><item><title>Broken</channel></rss>')).toMatch(/^The feed is not well-formed XML \(line 1: /);
  });

  it('refuses a document that is not RSS, and an RSS channel with no items', () => {
    expect(rejection('<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Atom</title></feed>')).toBe(
      'The feed is not RSS 2.0 (no rss/channel element)',
    );
    expect(rejection(rss(''))).toBe('The feed has no items');
    expect(rejection(rss('<item><description>no title</description></item>'))).toBe('The feed has no item with a title');
  });

  it('refuses a document declaring an external entity (SYSTEM): nothing is fetched or read', () => {
    const xml = rss('<item><title>x &xxe; y</title></item>', '<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>');
    expect(rejection(xml)).toBe('The feed could not be read as XML (External entities are not supported)');
  });

  it("does not expand a 'billion laughs' document's nested entities", () => {
    const entities = ['<!ENTITY a0 "lol">', ...Array.from({ length: 9 }, (_, i) => `<!ENTITY a${i + 1} "${`&a${i};`.repeat(10)}">`)].join('');
    const { items } = parseBusinessDeskFeed(rss('<item><title>&a9;</title></item>', `<!DOCTYPE rss [${entities}]>`));
    expect(items[0]!.title).not.toContain('lollol');
    expect(items[0]!.title.length).toBeLessThan(10);
  });
});

describe('parsePubDate (RSS 2.0: RFC 822 dates)', () => {
  it('reads RFC 822 dates with an offset or a zone name', () => {
    expect(parsePubDate('Tue, 24 Nov 2026 08:30:00 +1300')).toEqual(new Date('2026-11-23T19:30:00Z'));
    expect(parsePubDate('Wed, 25 Nov 2026 09:00:00 GMT')).toEqual(new Date('2026-11-25T09:00:00Z'));
  });
  it('gives no date for nonsense, an empty value or a year outside 1900-9999', () => {
    for (const value of ['yesterday', '', '   ', undefined, { a: 1 }, 'Sat, 01 Jan 12000 00:00:00 GMT', 'Mon, 01 Jan 1800 00:00:00 GMT']) {
      expect(parsePubDate(value)).toBeNull();
    }
  });
});
