import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32';
import { compareTransactions, type SortableTransaction } from './compare-transactions';

const row = (transactionId: string, transactionDate: string, isPending = false): SortableTransaction => ({ transactionId, transactionDate, isPending });

describe("compareTransactions (spec 002 §4: 'Pending rows sort first, then newest date first')", () => {
  it('puts pending rows first, each group newest first', () => {
    const rows = [row('a', '2025-01-10'), row('b', '2025-03-01', true), row('c', '2025-02-01'), row('d', '2024-12-01', true)];
    expect([...rows].sort(compareTransactions).map((r) => r.transactionId)).toEqual(['b', 'd', 'c', 'a']);
  });

  it('orders rows of one day by id, descending, so pages never reshuffle', () => {
    const rows = [row('1', '2025-01-10'), row('3', '2025-01-10'), row('2', '2025-01-10')];
    expect([...rows].sort(compareTransactions).map((r) => r.transactionId)).toEqual(['3', '2', '1']);
  });

  it('is a total order: any shuffle sorts to the same list (property, 200 seeded shuffles)', () => {
    const random = mulberry32(11);
    const dates = ['2024-02-29', '2024-03-01', '2025-12-31'];
    const rows = Array.from({ length: 30 }, (_, i) => row(String(i).padStart(2, '0'), dates[i % 3]!, i % 7 === 0));
    const expected = [...rows].sort(compareTransactions);
    for (let run = 0; run < 200; run++) {
      const shuffled = [...rows].sort(() => random() - 0.5);
      expect(shuffled.sort(compareTransactions)).toEqual(expected);
    }
    // Every pending row before every settled one, dates never increasing within each group.
    const firstSettled = expected.findIndex((r) => !r.isPending);
    expect(expected.slice(firstSettled).every((r) => !r.isPending)).toBe(true);
    for (let i = 1; i < expected.length; i++) {
      if (expected[i]!.isPending === expected[i - 1]!.isPending) expect(expected[i]!.transactionDate <= expected[i - 1]!.transactionDate).toBe(true);
    }
  });
});
