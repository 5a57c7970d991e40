import { describe, expect, it } from 'vitest';
import { DEFAULT_DOWNLOAD_NAME, fileNameOfDisposition } from './file-name-of-disposition';

describe('fileNameOfDisposition (spec 002 §7: default file.pdf)', () => {
  it('falls back to file.pdf without a usable name', () => {
    expect(DEFAULT_DOWNLOAD_NAME).toBe('file.pdf');
    expect(fileNameOfDisposition(null)).toBe('file.pdf');
    expect(fileNameOfDisposition('attachment')).toBe('file.pdf');
    expect(fileNameOfDisposition('attachment; filename=""')).toBe('file.pdf');
  });
  it('reads a quoted or bare filename, and prefers filename* (RFC 6266 §4.3)', () => {
    expect(fileNameOfDisposition('attachment; filename="Annual Statement 2025.pdf"')).toBe('Annual Statement 2025.pdf');
    expect(fileNameOfDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameOfDisposition(`attachment; filename="EURO rates.pdf"; filename*=utf-8''%e2%82%ac%20rates.pdf`)).toBe('€ rates.pdf');
  });
  it('drops path parts and survives a broken encoding', () => {
    expect(fileNameOfDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOfDisposition(`attachment; filename="fallback.pdf"; filename*=UTF-8''%E2%ZZ.pdf`)).toBe('fallback.pdf');
  });
});
