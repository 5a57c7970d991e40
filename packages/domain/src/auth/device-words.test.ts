import { describe, expect, it } from 'vitest';
import { deviceInWords } from './device-words.js';

/**
 * User-Agent strings as published: MDN 'User-Agent' header reference and 'Browser detection using the
 * user agent' (developer.mozilla.org/en-US/docs/Web/HTTP/Headers/User-Agent), and Apple's and
 * Microsoft's published strings for Safari on iOS and Edge.
 */
const PUBLISHED: ReadonlyArray<[string, string]> = [
  // MDN: Firefox on Windows.
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:109.0) Gecko/20100101 Firefox/115.0', 'Firefox on Windows'],
  // MDN: Firefox on macOS.
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:42.0) Gecko/20100101 Firefox/42.0', 'Firefox on macOS'],
  // MDN: Chrome on Windows.
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/51.0.2704.103 Safari/537.36', 'Chrome on Windows'],
  // MDN: Opera (Chromium based).
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/51.0.2704.106 Safari/537.36 OPR/38.0.2220.41', 'Opera on Windows'],
  // MDN: Edge (Chromium based).
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/91.0.4472.124 Safari/537.36 Edg/91.0.864.59', 'Edge on Windows'],
  // MDN: Safari on iPhone.
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 13_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Mobile/15E148 Safari/604.1', 'Safari on iPhone'],
  // MDN: Chrome on Android (a Pixel).
  ['Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
  // Playwright's bundled Chromium on Linux, as the e2e journeys sign in.
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.6099.28 Safari/537.36', 'Chrome on Linux'],
  // Safari on macOS.
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15', 'Safari on macOS'],
];

describe('a session device in words (ASVS 5.0 V7.5.2)', () => {
  it.each(PUBLISHED)('%s → %s', (userAgent, words) => {
    expect(deviceInWords(userAgent)).toBe(words);
  });

  it('says Unknown device with no header, and Unknown browser for a tool', () => {
    expect(deviceInWords(null)).toBe('Unknown device');
    expect(deviceInWords('  ')).toBe('Unknown device');
    expect(deviceInWords('curl/8.4.0')).toBe('Unknown browser on an unknown system');
  });

  it('never echoes the header: markup in it is not in the words', () => {
    expect(deviceInWords('<script>alert(1)</script> Firefox/1 Windows')).toBe('Firefox on Windows');
  });
});
