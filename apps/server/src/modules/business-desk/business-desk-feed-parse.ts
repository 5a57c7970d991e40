import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sanitizeHtml from 'sanitize-html';
import { htmlPlainText } from '@tasman/domain/news/html-plain-text';
import { withUniqueSlugs } from '@tasman/domain/news/unique-slugs';

/** A feed item as the portal stores it (spec 002 §3 'Business desk feed item': title, pubDate, description, author). */
export interface BusinessDeskFeedItem {
  slug: string;
  title: string;
  pubDate: Date | null;
  /** Sanitized HTML (the allow-list below). */
  description: string;
  author: string | null;
  link: string | null;
  guid: string | null;
}

/** Why a feed was not taken; the message is the portal's own words, never the feed's body. */
export class FeedRejected extends Error {
  override name = 'FeedRejected';
}

/** More items than any business desk shows; the rest of a runaway feed is ignored. */
export const MAX_FEED_ITEMS = 200;
const MAX_TITLE = 300;
const MAX_AUTHOR = 200;
const MAX_URL = 2000;
const MAX_DESCRIPTION = 50_000;

/**
 * fast-xml-parser builds a plain object and does no I/O: an external entity (SYSTEM or PUBLIC) is
 * never fetched or read, and internal DOCTYPE entities are expanded only within the parser's limits
 * (at most 100 entities and 100,000 expanded characters by default), so a 'billion laughs' document
 * is refused rather than swelling memory.
 */
const parser = new XMLParser({
  ignoreAttributes: true,
  // Titles like '2026' stay text.
  parseTagValue: false,
  trimValues: true,
  isArray: (tagName) => tagName === 'item',
});

/**
 * The business desk's description allow-list: text structure, emphasis and links (opening in a new
 * tab, without the opener), nothing that runs, loads or styles.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html.slice(0, MAX_DESCRIPTION), {
    allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'blockquote', 'a'],
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  }).trim();
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A one-line plain-text field: markup and character references resolved, at most `max` characters. */
function plainField(value: unknown, max: number): string | null {
  const raw = text(value);
  if (raw === null) return null;
  const plain = Array.from(htmlPlainText(raw)).slice(0, max).join('').trim();
  return plain === '' ? null : plain;
}

/** RSS 2.0 pubDate is RFC 822 ('Tue, 24 Nov 2026 08:30:00 +1300'); anything unreadable, or outside years 1900-9999, is no date. */
export function parsePubDate(value: unknown): Date | null {
  const raw = text(value);
  if (raw === null || raw.trim() === '') return null;
  const instant = Date.parse(raw.trim());
  if (Number.isNaN(instant)) return null;
  const date = new Date(instant);
  const year = date.getUTCFullYear();
  return year >= 1900 && year <= 9999 ? date : null;
}

/** The RSS author is an e-mail address, often with the name in brackets: 'desk@x.nz (Jo Bloggs)' → 'Jo Bloggs'. */
function authorName(author: unknown, creator: unknown): string | null {
  const named = plainField(author, MAX_AUTHOR);
  const fromAuthor = named?.match(/^\S+@\S+\s+\((.+)\)$/)?.[1]?.trim() ?? named;
  return fromAuthor ?? plainField(creator, MAX_AUTHOR);
}

function httpUrl(value: unknown): string | null {
  const raw = text(value)?.trim();
  if (!raw || raw.length > MAX_URL) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface ParsedFeed {
  items: BusinessDeskFeedItem[];
  /** Items left out for having no title. */
  skipped: number;
}

/**
 * Reads an RSS 2.0 document: well-formed XML with rss/channel, and at least one item with a title.
 * Anything else is a FeedRejected with a short reason (the stored items then stay as they are).
 */
export function parseBusinessDeskFeed(xml: string): ParsedFeed {
  if (xml.trim() === '') throw new FeedRejected('The feed is empty');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new FeedRejected(`The feed is not well-formed XML (line ${valid.err.line}: ${valid.err.msg.slice(0, 120)})`);
  }
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch (error) {
    throw new FeedRejected(`The feed could not be read as XML (${error instanceof Error ? error.message.slice(0, 120) : 'unknown error'})`);
  }
  const channel = (document as { rss?: { channel?: unknown } } | null)?.rss?.channel;
  if (typeof channel !== 'object' || channel === null) throw new FeedRejected('The feed is not RSS 2.0 (no rss/channel element)');
  const rawItems = (channel as { item?: unknown }).item;
  const list = Array.isArray(rawItems) ? rawItems.slice(0, MAX_FEED_ITEMS) : [];
  let skipped = 0;
  const items: Array<Omit<BusinessDeskFeedItem, 'slug'> & { publishedAt: number | null }> = [];
  for (const raw of list) {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const title = plainField(item.title, MAX_TITLE);
    if (title === null) {
      skipped++;
      continue;
    }
    const pubDate = parsePubDate(item.pubDate);
    items.push({
      title,
      pubDate,
      publishedAt: pubDate?.getTime() ?? null,
      description: sanitizeDescription(text(item.description) ?? ''),
      author: authorName(item.author, item['dc:creator']),
      link: httpUrl(item.link),
      guid: plainField(item.guid, MAX_URL),
    });
  }
  if (items.length === 0) throw new FeedRejected(skipped > 0 ? 'The feed has no item with a title' : 'The feed has no items');
  return { items: withUniqueSlugs(items).map(({ publishedAt: _publishedAt, ...item }) => item), skipped };
}
