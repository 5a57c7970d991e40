import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32.js';
import { BUSINESS_DESK_SUMMARY_LENGTH, cutSummary, SUMMARY_ELLIPSIS } from './cut-summary.js';
import { htmlPlainText } from './html-plain-text.js';
import { TITLE_SLUG_MAX_LENGTH, titleSlug } from './title-slug.js';
import { withUniqueSlugs } from './unique-slugs.js';

/**
 * Invariants of the business desk's slugs and summaries on random text (seeded, so a failure
 * repeats): ASCII, Māori and European letters with accents, CJK, emoji (surrogate pairs), combining
 * marks, punctuation, markup and white space of every kind.
 */
const ALPHABET = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...'āēīōūĀĒĪŌŪéèêëçñüöäÅØæœßłđþ',
  ...'中文株式市場',
  '📈',
  '💰',
  '\u0301',
  '\u200b',
  ...' \t\n\u00a0  ',
  ...'-_.,;:!?\'"&<>/()[]{}$%#@*+=|~`^',
  '&amp;',
  '&#39;',
  '<b>',
  '</p>',
];

function randomText(random: () => number, maxPieces: number): string {
  const pieces = Math.floor(random() * maxPieces);
  let text = '';
  for (let i = 0; i < pieces; i++) text += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return text;
}

const RUNS = 3000;

describe('titleSlug on random titles', () => {
  it('is lower-case letters, digits and single inner hyphens, at most 80 characters', () => {
    const random = mulberry32(14_001);
    for (let run = 0; run < RUNS; run++) {
      const title = randomText(random, 140);
      const slug = titleSlug(title);
      expect(slug, JSON.stringify(title)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slug.length).toBeLessThanOrEqual(TITLE_SLUG_MAX_LENGTH);
    }
  });

  it('is its own slug (a slug in an address finds the same item) and the same every time', () => {
    const random = mulberry32(14_002);
    for (let run = 0; run < RUNS; run++) {
      const title = randomText(random, 140);
      const slug = titleSlug(title);
      expect(titleSlug(slug), JSON.stringify(title)).toBe(slug);
      expect(titleSlug(title)).toBe(slug);
    }
  });
});

describe('withUniqueSlugs on random feeds', () => {
  it('gives every item a different slug, each its title slug or that slug with a number', () => {
    const random = mulberry32(14_003);
    const titles = ['Rates on hold', 'Rates on hold!', 'rates-on-hold-2', 'Dairy prices', '???'];
    for (let run = 0; run < 500; run++) {
      const items = Array.from({ length: 1 + Math.floor(random() * 12) }, () => ({
        title: random() < 0.7 ? titles[Math.floor(random() * titles.length)]! : randomText(random, 20),
        publishedAt: random() < 0.2 ? null : Math.floor(random() * 10) * 86_400_000,
      }));
      const slugged = withUniqueSlugs(items);
      expect(new Set(slugged.map((item) => item.slug)).size).toBe(items.length);
      for (const item of slugged) {
        const base = titleSlug(item.title);
        expect(item.slug === base || new RegExp(`^${base}-\\d+$`).test(item.slug)).toBe(true);
      }
    }
  });
});

describe('cutSummary on random descriptions', () => {
  it('is the whole plain text, or at most 136 of its first characters and an ellipsis', () => {
    const random = mulberry32(14_004);
    for (let run = 0; run < RUNS; run++) {
      const html = randomText(random, 300);
      const text = htmlPlainText(html);
      const summary = cutSummary(html);
      if (Array.from(text).length <= BUSINESS_DESK_SUMMARY_LENGTH) {
        expect(summary).toBe(text);
        continue;
      }
      expect(summary.endsWith(SUMMARY_ELLIPSIS), JSON.stringify(html)).toBe(true);
      const kept = summary.slice(0, -SUMMARY_ELLIPSIS.length);
      expect(Array.from(kept).length).toBeLessThanOrEqual(BUSINESS_DESK_SUMMARY_LENGTH);
      expect(Array.from(kept).length).toBeGreaterThan(0);
      expect(text.startsWith(kept), JSON.stringify(html)).toBe(true);
    }
  });

  it('never splits a character made of two UTF-16 units (an emoji) at the cut', () => {
    const html = '📈'.repeat(200);
    const kept = cutSummary(html).slice(0, -1);
    expect(Array.from(kept)).toHaveLength(BUSINESS_DESK_SUMMARY_LENGTH);
    expect(kept).toBe('📈'.repeat(BUSINESS_DESK_SUMMARY_LENGTH));
  });
});
