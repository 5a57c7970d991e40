import { describe, expect, it } from 'vitest';
import { filenameOf } from './download-file';

describe('filenameOf (the export keeps the name the server gives, spec 002 §9)', () => {
  it('reads a quoted name with a space', () => {
    expect(filenameOf('attachment; filename="Transaction Summary.pdf"')).toBe('Transaction Summary.pdf');
  });

  it('prefers the UTF-8 name when both are given', () => {
    expect(filenameOf(`attachment; filename="Transaction Summary.csv"; filename*=UTF-8''Transaction%20Summary.csv`)).toBe(
      'Transaction Summary.csv',
    );
    expect(filenameOf(`attachment; filename="x.csv"; filename*=UTF-8''M%C4%81ori.csv`)).toBe('Māori.csv');
  });

  it('reads an unquoted name, and gives null when there is none', () => {
    expect(filenameOf('attachment; filename=summary.csv')).toBe('summary.csv');
    expect(filenameOf('attachment')).toBeNull();
    expect(filenameOf(null)).toBeNull();
  });
});
