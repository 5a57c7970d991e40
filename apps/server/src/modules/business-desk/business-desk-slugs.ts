import type { BusinessDeskFeedItem } from './business-desk-feed-parse.js';

export interface StoredSlug {
  slug: string;
  guid: string | null;
}

/**
 * Keeps each story at one address across ingests. An item whose guid a stored item has keeps that
 * item's slug (a corrected headline does not move its article). A new story whose slug a stored item
 * with another guid already has (a daily 'Markets close higher') gets the next free '-2', '-3', …, so
 * yesterday's story keeps its address. Items without a guid are known by their title slug alone.
 */
export function resolveStoredSlugs(items: BusinessDeskFeedItem[], stored: StoredSlug[]): BusinessDeskFeedItem[] {
  const slugOfGuid = new Map(stored.filter((row) => row.guid !== null).map((row) => [row.guid!, row.slug]));
  const guidOfSlug = new Map(stored.map((row) => [row.slug, row.guid]));
  const taken = new Set([...stored.map((row) => row.slug), ...items.map((item) => item.slug)]);
  const kept = items.map((item) => (item.guid !== null ? slugOfGuid.get(item.guid) : undefined));
  const used = new Set(kept.filter((slug): slug is string => slug !== undefined));
  return items.map((item, index) => {
    const known = kept[index];
    if (known !== undefined) return { ...item, slug: known };
    const holder = guidOfSlug.get(item.slug);
    const anotherStory = guidOfSlug.has(item.slug) && item.guid !== null && holder !== null && holder !== item.guid;
    if (!anotherStory && !used.has(item.slug)) {
      used.add(item.slug);
      return item;
    }
    let n = 2;
    while (taken.has(`${item.slug}-${n}`) || used.has(`${item.slug}-${n}`)) n++;
    const slug = `${item.slug}-${n}`;
    taken.add(slug);
    used.add(slug);
    return { ...item, slug };
  });
}
