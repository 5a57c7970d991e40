import { describe, expect, it } from 'vitest';
import { sanitiseFundObjective } from './fund-objective.js';

describe('sanitiseFundObjective', () => {
  it('opens every link in a new tab without an opener, whatever rel and target the provider sent', () => {
    const html = sanitiseFundObjective(
      '<p>See <a href="https://example.com/pds" target="_self" rel="opener">the PDS</a> and <a href="https://example.com">this</a>.</p>',
    );
    const links = html.match(/<a [^>]*>/g) ?? [];
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toContain('rel="noopener noreferrer"');
      expect(link).toContain('target="_blank"');
      expect(link).not.toContain('_self');
      expect(link).not.toMatch(/rel="opener"/);
    }
  });

  it('keeps no script, event handler, javascript: link or image', () => {
    const html = sanitiseFundObjective(
      '<p onclick="x()">Growth<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">go</a></p>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|<img|javascript:/i);
    expect(html).toContain('Growth');
  });
});
