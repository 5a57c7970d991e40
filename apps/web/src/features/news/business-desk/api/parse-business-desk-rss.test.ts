import { describe, expect, it } from 'vitest';
import { parseBusinessDeskRss } from './parse-business-desk-rss';

const rss = (items: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Business Desk</title>${items}</channel></rss>`;

describe('parseBusinessDeskRss (spec 002 §7: RSS text, parsed)', () => {
  it('reads each item: slug from the guid, title, date, author (dc:creator), escaped HTML description and link', () => {
    const items = parseBusinessDeskRss(
      rss(`<item><title>Profits &lt;up&gt; &amp; more</title><guid isPermaLink="false">profits-up-more</guid>
        <link>https://news.example.nz/a?x=1&amp;y=2</link><pubDate>Mon, 23 Nov 2026 11:00:00 GMT</pubDate>
        <dc:creator>Aroha Ngata</dc:creator><description>&lt;p&gt;A &amp;amp; B&lt;/p&gt;</description></item>`),
    );
    expect(items).toEqual([
      {
        slug: 'profits-up-more',
        title: 'Profits <up> & more',
        pubDate: '2026-11-23T11:00:00.000Z',
        author: 'Aroha Ngata',
        description: '<p>A &amp; B</p>',
        link: 'https://news.example.nz/a?x=1&y=2',
      },
    ]);
  });

  it("reads a plain RSS author and falls back to the title's slug when the guid is not a slug", () => {
    const [item] = parseBusinessDeskRss(rss('<item><title>Kōwhai Energy grows</title><guid>https://x.test/1</guid><author>Mere Tāwhiri</author></item>'));
    expect(item).toMatchObject({ slug: 'kowhai-energy-grows', author: 'Mere Tāwhiri', pubDate: null, description: '', link: null });
  });

  it('leaves out items without a title, and links that are not http(s)', () => {
    const items = parseBusinessDeskRss(rss('<item><guid>a</guid></item><item><title>Kept</title><link>javascript:alert(1)</link></item>'));
    expect(items.map((item) => [item.title, item.link])).toEqual([['Kept', null]]);
  });

  it('gives an empty list for an empty channel', () => {
    expect(parseBusinessDeskRss(rss(''))).toEqual([]);
  });

  it('throws on text that is not well-formed XML or not RSS', () => {
    expect(() => parseBusinessDeskRss('<rss><channel><item></channel>')).toThrow('not well-formed');
    expect(() => parseBusinessDeskRss('<feed><entry/></feed>')).toThrow('not RSS');
  });
});
