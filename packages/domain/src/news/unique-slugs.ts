import { titleSlug } from './title-slug.js';

export interface SluggableItem {
  title: string;
  /** When the item was published (ms since the epoch), or null when the feed did not say. */
  publishedAt: number | null;
}

/**
 * Slugs for one feed's items, in the items' order: an item's title slug, and when several items'
 * titles give the same slug, the earliest published keeps it and the later ones get '-2', '-3', …
 * (items without a date count as the latest; a tie keeps feed order). So a new story with an old
 * headline never takes over the old story's address while both are in the feed.
 */
export function withUniqueSlugs<T extends SluggableItem>(items: readonly T[]): Array<T & { slug: string }> {
  const order = items
    .map((item, index) => ({ index, base: titleSlug(item.title), at: item.publishedAt ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.at - b.at || a.index - b.index);
  const taken = new Set(order.map((entry) => entry.base));
  const seen = new Set<string>();
  const slugs = new Array<string>(items.length);
  for (const entry of order) {
    let slug = entry.base;
    if (seen.has(slug)) {
      let n = 2;
      while (taken.has(`${entry.base}-${n}`) || seen.has(`${entry.base}-${n}`)) n++;
      slug = `${entry.base}-${n}`;
    }
    seen.add(slug);
    slugs[entry.index] = slug;
  }
  return items.map((item, index) => ({ ...item, slug: slugs[index]! }));
}
