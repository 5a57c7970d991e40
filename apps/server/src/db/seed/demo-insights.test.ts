import { describe, expect, it } from 'vitest';
import { buildDemoInsights } from './demo-insights.js';

describe('demo insights (issue 14)', () => {
  const rows = buildDemoInsights('2026-10-15');

  it('publishes 10 NZ and 4 AU articles, each channel with read, watch and listen pieces', () => {
    for (const [channel, count] of [['NZ', 10], ['AU', 4]] as const) {
      const mine = rows.filter((r) => r.channel === channel);
      expect(mine).toHaveLength(count);
      expect(new Set(mine.map((r) => r.articleType))).toEqual(new Set(['read', 'watch', 'listen']));
      expect(mine.every((r) => r.status === 'published' && r.authors!.length > 0 && r.summary!.length > 0)).toBe(true);
    }
  });

  it('dates them before the demo day, newest first and four days apart per channel', () => {
    const nz = rows.filter((r) => r.channel === 'NZ').map((r) => r.articleDate!.toISOString().slice(0, 10));
    expect(nz.slice(0, 3)).toEqual(['2026-10-14', '2026-10-10', '2026-10-06']);
  });

  it('stores bodies made safe by the allow-list, and quotes no percentage or dollar figure', () => {
    for (const row of rows) {
      expect(row.bodyHtml).toMatch(/^<(p|h2|ol|ul)>/);
      expect(row.bodyHtml).not.toMatch(/<script|on\w+=/i);
      expect(`${row.summary} ${row.bodyMarkdown}`).not.toMatch(/\d+(\.\d+)?\s?%|\$\s?\d/);
    }
  });
});
