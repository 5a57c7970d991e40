import { describe, expect, it } from 'vitest';
import { emptyAuthor, insightFormOf, validateInsightForm, type InsightArticleForm } from './insight-article-form';

const valid = (over: Partial<InsightArticleForm> = {}): InsightArticleForm => ({
  ...insightFormOf(null),
  title: 'Why diversification matters',
  authors: [{ name: 'Aroha Ngata', title: 'Investor Education', url: 'https://tasman.example/aroha', image: '' }],
  bodyMarkdown: 'Spread the risk.',
  ...over,
});

describe('validateInsightForm (the API schema, in the staff console)', () => {
  it('turns a valid form into the request, blank author fields into null and blank authors dropped', () => {
    const checked = validateInsightForm(valid({ authors: [valid().authors[0]!, emptyAuthor()] }));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.request.authors).toEqual([{ name: 'Aroha Ngata', title: 'Investor Education', url: 'https://tasman.example/aroha', image: '' }]);
  });

  it('says what is wrong beside each field, with the server messages', () => {
    const checked = validateInsightForm(
      valid({ title: '  ', authors: [{ name: '', title: 'Writer', url: 'javascript:alert(1)', image: '' }] }),
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        title: 'The title is required.',
        'authors.0.name': 'Each author needs a name.',
        'authors.0.url': "The author's link must start with http:// or https://.",
      },
    });
  });

  it('refuses a summary over 500 characters', () => {
    const checked = validateInsightForm(valid({ summary: 'x'.repeat(501) }));
    expect(checked.ok ? null : checked.errors.summary).toBe('The summary may be at most 500 characters.');
  });
});
