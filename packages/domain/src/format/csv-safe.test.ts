import { describe, expect, it } from 'vitest';
import { csvSafeText } from './csv-safe.js';

describe('csvSafeText (OWASP CSV injection)', () => {
  it('puts an apostrophe before a cell a spreadsheet would read as a formula', () => {
    for (const text of ['=HYPERLINK("http://x.test","y")', '+1', '-1+2', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvSafeText(text)).toBe(`'${text}`);
    }
  });
  it('leaves ordinary names alone, including an apostrophe or hyphen inside', () => {
    for (const text of ["Aroha O'Brien", 'Mere Smith-Jones', 'Ānaru Tāwhiri', '']) expect(csvSafeText(text)).toBe(text);
  });
});
