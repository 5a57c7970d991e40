import type { BusinessDeskItemRow } from './business-desk.repo.js';

/** Characters XML 1.0 does not allow at all (C0 controls but tab and line ends, lone surrogates, U+FFFE/FFFF): dropped. */
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** Text for an XML element or a double-quoted attribute. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export interface FeedChannel {
  title: string;
  /** The portal's business desk page (RSS 2.0 requires a channel link). */
  link: string;
  description: string;
}

function itemXml(item: BusinessDeskItemRow): string {
  const lines = [
    `<title>${xmlText(item.title)}</title>`,
    // The guid is the item's slug: the portal's article address (/news/business-desk/{slug}) is made from it.
    `<guid isPermaLink="false">${xmlText(item.slug)}</guid>`,
    ...(item.link ? [`<link>${xmlText(item.link)}</link>`] : []),
    ...(item.pubDate ? [`<pubDate>${item.pubDate.toUTCString()}</pubDate>`] : []),
    ...(item.author ? [`<dc:creator>${xmlText(item.author)}</dc:creator>`] : []),
    `<description>${xmlText(item.description)}</description>`,
  ];
  return `<item>${lines.join('')}</item>`;
}

/**
 * The business desk feed as RSS 2.0 (spec 002 §7 'Business desk feed: RSS text'), items in the order
 * given. The description is the sanitized HTML, escaped as text (RSS 2.0 allows entity-encoded HTML);
 * the author's name is dc:creator, as RSS 2.0's own author element is meant for an e-mail address.
 * No build date: the same items give the same bytes, so the ETag holds until an item changes.
 */
export function businessDeskRss(channel: FeedChannel, items: BusinessDeskItemRow[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xmlText(channel.title)}</title>`,
    `<link>${xmlText(channel.link)}</link>`,
    `<description>${xmlText(channel.description)}</description>`,
    ...items.map(itemXml),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
