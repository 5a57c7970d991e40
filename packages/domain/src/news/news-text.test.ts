import { describe, expect, it } from 'vitest';
import { cutSummary } from './cut-summary.js';
import { htmlPlainText } from './html-plain-text.js';
import { titleSlug } from './title-slug.js';
import { withUniqueSlugs } from './unique-slugs.js';

describe('titleSlug (spec 002 §2.3: the business desk article id is a title slug)', () => {
  it('lower-cases and joins the words with hyphens', () => {
    expect(titleSlug('Reserve Bank holds the OCR at 2.25%')).toBe('reserve-bank-holds-the-ocr-at-2-25');
  });
  it('folds accents and macrons to their base letters', () => {
    expect(titleSlug('Tāmaki Makaurau: Ōtautahi café reopens')).toBe('tamaki-makaurau-otautahi-cafe-reopens');
    expect(titleSlug('Ørsted and Straße Œuvre')).toBe('orsted-and-strasse-oeuvre');
  });
  it('drops punctuation at either end and between words', () => {
    expect(titleSlug('  "Wait — what?"  ')).toBe('wait-what');
  });
  it('gives a title with no letters or digits a fixed slug', () => {
    expect(titleSlug('???')).toBe('item');
    expect(titleSlug('中文')).toBe('item');
  });
  it('cuts a long title at a word end, at most 80 characters', () => {
    const title = 'word '.repeat(30);
    const slug = titleSlug(title);
    expect(slug).toBe(Array.from({ length: 16 }, () => 'word').join('-'));
    expect(slug.length).toBeLessThanOrEqual(80);
  });
  it('cuts one word longer than 80 characters where it stands', () => {
    expect(titleSlug('a'.repeat(100))).toBe('a'.repeat(80));
  });
});

describe('withUniqueSlugs', () => {
  it('gives the earliest of two same-slug items the plain slug, the later one -2, in feed order', () => {
    const items = withUniqueSlugs([
      { title: 'Markets close higher', publishedAt: Date.UTC(2026, 10, 24) },
      { title: 'Markets close higher!', publishedAt: Date.UTC(2026, 10, 20) },
      { title: 'Dairy auction', publishedAt: null },
    ]);
    expect(items.map((item) => item.slug)).toEqual(['markets-close-higher-2', 'markets-close-higher', 'dairy-auction']);
  });
  it('skips a number another title already has', () => {
    const items = withUniqueSlugs([
      { title: 'Rates', publishedAt: 1 },
      { title: 'Rates 2', publishedAt: 2 },
      { title: 'Rates', publishedAt: 3 },
    ]);
    expect(items.map((item) => item.slug)).toEqual(['rates', 'rates-2', 'rates-3']);
  });
});

describe('htmlPlainText', () => {
  it('drops tags (as spaces), decodes character references and collapses white space', () => {
    expect(htmlPlainText('<p>Fonterra&#39;s   <b>forecast</b></p><p>A&amp;B&nbsp;&lt;C&gt; &#x2014; end</p>')).toBe(
      "Fonterra's forecast A&B <C> — end",
    );
  });
  it('drops script and style content and comments', () => {
    expect(htmlPlainText('a<script>alert(1)</script>b<style>p{}</style><!-- note -->c')).toBe('a b c');
  });
  it('leaves an unknown or invalid reference as written', () => {
    expect(htmlPlainText('&bogus; &#xD800; &#0;')).toBe('&bogus; &#xD800; &#0;');
  });
});

describe('cutSummary (spec 002 §9: the business desk summary is cut to 136 characters)', () => {
  it('keeps a text of 136 characters or fewer whole, without an ellipsis', () => {
    const text = 'x'.repeat(136);
    expect(cutSummary(text)).toBe(text);
    expect(cutSummary('<p>Short.</p>')).toBe('Short.');
  });
  it('cuts a longer text at the last word end within 136 characters and adds an ellipsis', () => {
    // 27 words of 'abcd' and a space: 135 characters, then 'efghij'. The 136th character is the
    // 'e' of the 28th word, so the cut goes back to the end of the 27th (134 characters).
    const text = `${'abcd '.repeat(27)}efghij more`;
    const summary = cutSummary(text);
    expect(summary).toBe(`${'abcd '.repeat(27).trimEnd()}…`);
    expect(summary).toHaveLength(134 + 1);
  });
  it('keeps the 136th character when a space follows it', () => {
    const text = `${'a'.repeat(136)} next`;
    expect(cutSummary(text)).toBe(`${'a'.repeat(136)}…`);
  });
  it('drops a comma or full stop left at the cut', () => {
    const text = `${'abcd '.repeat(26)}wxyz, ${'q'.repeat(20)}`;
    expect(cutSummary(text)).toBe(`${'abcd '.repeat(26)}wxyz…`);
  });
  it('counts the plain text, not the markup', () => {
    const html = `<p><strong>${'b'.repeat(100)}</strong></p>`;
    expect(cutSummary(html)).toBe('b'.repeat(100));
  });
  it('counts a macron vowel as one character', () => {
    const text = 'ā'.repeat(136);
    expect(cutSummary(text)).toBe(text);
  });
});
