import { describe, expect, it } from 'vitest';
import { fundNotes } from './fund-notes.js';

describe('fund notes (spec 001 §9: special fund F00000UIPJ)', () => {
  it('gives the global equity fund its asterisk notes and the benchmark change of 1 October 2018', () => {
    const notes = fundNotes('F00000UIPJ');
    expect(notes?.benchmarkChangeDate).toBe('2018-10-01');
    expect(notes?.notes.every((note) => note.startsWith('*'))).toBe(true);
    expect(notes?.notes.join(' ')).toContain('1 October 2018');
    expect(notes?.notes.join(' ')).toContain('p.a.');
  });

  it('gives other funds none', () => {
    expect(fundNotes('F00000TC02')).toBeNull();
  });
});
