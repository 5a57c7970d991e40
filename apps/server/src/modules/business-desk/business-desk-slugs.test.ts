import { describe, expect, it } from 'vitest';
import type { BusinessDeskFeedItem } from './business-desk-feed-parse.js';
import { resolveStoredSlugs } from './business-desk-slugs.js';

const item = (slug: string, guid: string | null, title = slug): BusinessDeskFeedItem => ({
  slug,
  title,
  guid,
  pubDate: null,
  description: '',
  author: null,
  link: null,
});

describe('resolveStoredSlugs (one address per story across ingests)', () => {
  it('keeps the stored slug of a story whose headline was corrected (same guid)', () => {
    const [resolved] = resolveStoredSlugs([item('rates-held-at-review', 'g-1')], [{ slug: 'rates-held-at-reveiw', guid: 'g-1' }]);
    expect(resolved!.slug).toBe('rates-held-at-reveiw');
  });

  it("gives a new story with yesterday's headline the next free number, so yesterday's keeps its address", () => {
    const stored = [
      { slug: 'markets-close-higher', guid: 'monday' },
      { slug: 'markets-close-higher-2', guid: 'tuesday' },
    ];
    const resolved = resolveStoredSlugs([item('markets-close-higher', 'wednesday'), item('markets-close-higher-2', 'tuesday')], stored);
    expect(resolved.map((r) => r.slug)).toEqual(['markets-close-higher-3', 'markets-close-higher-2']);
  });

  it('updates the same story in place (same guid and slug), and knows an item without a guid by its slug', () => {
    const stored = [
      { slug: 'a', guid: 'g-a' },
      { slug: 'b', guid: null },
    ];
    expect(resolveStoredSlugs([item('a', 'g-a'), item('b', null)], stored).map((r) => r.slug)).toEqual(['a', 'b']);
  });

  it('never gives two items of one feed the same slug', () => {
    // 'x' is stored for g-1; the feed has g-1 renamed to 'y' and a new story titled 'y' without guid.
    const resolved = resolveStoredSlugs([item('y', null), item('y-2', 'g-1')], [{ slug: 'y-2', guid: 'g-1' }]);
    expect(new Set(resolved.map((r) => r.slug)).size).toBe(2);
  });
});
