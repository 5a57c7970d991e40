import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';
import { fileNameOfDisposition } from './file-name-of-disposition';

describe('contentDisposition (RFC 6266, RFC 5987)', () => {
  it('quotes a plain ASCII name', () => {
    expect(contentDisposition('Annual Statement 2025.pdf')).toBe('attachment; filename="Annual Statement 2025.pdf"');
  });
  it('adds filename* in UTF-8 for any other name, with an ASCII fallback', () => {
    // RFC 5987 §3.2.2's example: € as %E2%82%AC.
    expect(contentDisposition('€ rates.pdf')).toBe(`attachment; filename="_ rates.pdf"; filename*=UTF-8''%E2%82%AC%20rates.pdf`);
    expect(contentDisposition('Māori Trust (1).pdf')).toBe(
      `attachment; filename="M_ori Trust (1).pdf"; filename*=UTF-8''M%C4%81ori%20Trust%20%281%29.pdf`,
    );
  });
  it('never lets a quote end the quoted name', () => {
    expect(contentDisposition('a"b.pdf')).toBe(`attachment; filename="a_b.pdf"; filename*=UTF-8''a%22b.pdf`);
  });
  it('round-trips through the reader the web app uses', () => {
    for (const name of ['Annual Statement 2025.pdf', 'Māori Trust (1).pdf', '€ rates.pdf', "O'Brien 2025.pdf"]) {
      expect(fileNameOfDisposition(contentDisposition(name))).toBe(name);
    }
  });
});
