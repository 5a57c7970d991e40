import { describe, expect, it } from 'vitest';
import { sanitiseArticleHtml } from './insight-html.js';
import { sniffInsightImage } from './insight-image.js';

/** The allow-list itself, fed raw hostile HTML (the markdown step escapes raw HTML before it gets here). */
describe('sanitiseArticleHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<style>p{color:red}</style><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)" style="color:red">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="/news/other">x</a>', '<a>x</a>'],
    ['<a href="https://example.com" target="_self" rel="opener">x</a>', '<a target="_blank" rel="noopener noreferrer" href="https://example.com">x</a>'],
    ['<img src="http://evil.example/a.png" onerror="alert(1)">', ''],
    ['<img src="//evil.example/a.png">', ''],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<img src="/cache/insights/images/a.png" alt="A">', '<img alt="A" src="/cache/insights/images/a.png" />'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<form action="https://evil.example"><input name="p"></form>', ''],
    ['<h1>Title</h1>', '<h2>Title</h2>'],
    // Another site's image, even over https: dropped (CSP img-src 'self'; no tracking pixels).
    ['<figure><img src="https://i.example/a.png" alt=""><figcaption>C</figcaption></figure>', '<figure><figcaption>C</figcaption></figure>'],
  ])('%s → %s', (input, output) => {
    expect(sanitiseArticleHtml(input)).toBe(output);
  });
});

describe('sniffInsightImage (magic bytes)', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffInsightImage(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png');
    expect(sniffInsightImage(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('jpg');
    expect(sniffInsightImage(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe('webp');
  });
  it('refuses SVG, GIF, a RIFF that is not WebP, truncated and empty files', () => {
    expect(sniffInsightImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffInsightImage(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffInsightImage(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')]))).toBeNull();
    expect(sniffInsightImage(Buffer.from('89504e47', 'hex'))).toBeNull();
    expect(sniffInsightImage(Buffer.alloc(0))).toBeNull();
  });
});
