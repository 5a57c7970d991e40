import { describe, expect, it } from 'vitest';
import { uniqueFileNames } from './unique-file-names';

describe('uniqueFileNames', () => {
  it('keeps distinct names as they are', () => {
    expect(uniqueFileNames(['Annual Statement 2025.pdf', 'PIE Tax Statement 2025.pdf'])).toEqual([
      'Annual Statement 2025.pdf',
      'PIE Tax Statement 2025.pdf',
    ]);
  });
  it('numbers equal names before the extension, case-insensitively', () => {
    expect(uniqueFileNames(['Exit Statement.pdf', 'Exit Statement.pdf', 'exit statement.pdf'])).toEqual([
      'Exit Statement.pdf',
      'Exit Statement (2).pdf',
      'exit statement (3).pdf',
    ]);
  });
  it('skips a number whose name is already taken', () => {
    expect(uniqueFileNames(['A (2).pdf', 'A.pdf', 'A.pdf'])).toEqual(['A (2).pdf', 'A.pdf', 'A (3).pdf']);
  });
  it('handles names without an extension', () => {
    expect(uniqueFileNames(['notice', 'notice'])).toEqual(['notice', 'notice (2)']);
  });
});
