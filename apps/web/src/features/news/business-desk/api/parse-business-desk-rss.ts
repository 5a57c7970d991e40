import { titleSlug } from '@tasman/domain/news/title-slug';

/** A business desk feed item as the browser reads it from the RSS text (spec 002 §3 'Business desk feed item'). */
export interface BusinessDeskItem {
  /** The article's id in /news/business-desk/{slug}: the item's guid, which the portal's feed makes its slug. */
  slug: string;
  title: string;
  /** ISO instant, or null when the item has no readable date. */
  pubDate: string | null;
  /** Sanitized HTML (the server's allow-list). */
  description: string;
  author: string | null;
  /** The original story, when the source gave one (http or https only). */
  link: string | null;
}

const DC = 'http://purl.org/dc/elements/1.1/';
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function childText(item: Element, name: string, namespace?: string): string | null {
  const found = namespace ? item.getElementsByTagNameNS(namespace, name)[0] : item.getElementsByTagName(name)[0];
  const text = found?.textContent?.trim();
  return text ? text : null;
}

function httpLink(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Reads the RSS text of GET /cache/business-desk-feed (spec 002 §7 'RSS text, parsed') with the
 * browser's XML parser. Not RSS, or not well-formed: an Error (the list then shows its plain message).
 * Items without a title are left out; a guid that is not a slug falls back to the title's slug.
 */
export function parseBusinessDeskRss(text: string): BusinessDeskItem[] {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) throw new Error('The business desk feed is not well-formed XML');
  const channel = document.documentElement.nodeName === 'rss' ? document.documentElement.getElementsByTagName('channel')[0] : undefined;
  if (!channel) throw new Error('The business desk feed is not RSS');
  const items: BusinessDeskItem[] = [];
  for (const item of Array.from(channel.getElementsByTagName('item'))) {
    const title = childText(item, 'title');
    if (!title) continue;
    const guid = childText(item, 'guid');
    const published = childText(item, 'pubDate');
    const instant = published ? Date.parse(published) : Number.NaN;
    items.push({
      slug: guid && SLUG.test(guid) ? guid : titleSlug(title),
      title,
      pubDate: Number.isNaN(instant) ? null : new Date(instant).toISOString(),
      description: childText(item, 'description') ?? '',
      author: childText(item, 'creator', DC) ?? childText(item, 'author'),
      link: httpLink(childText(item, 'link')),
    });
  }
  return items;
}
