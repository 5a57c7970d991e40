import { describe, expect, it } from 'vitest';
import { addDays } from '@tasman/domain';
import { mulberry32 } from '@tasman/domain/random/mulberry32';
import { accountRowDigest, holdingKey, holdingRowDigest, seriesChanges, type StoredDigests } from './row-digest.js';
import type { AccountYearRow, HoldingYearRow } from './valuation.repo.js';

const ACCOUNT = '00000000-0000-4000-8000-000000000001';
const FUND_A = '00000000-0000-4000-8000-0000000000aa';
const FUND_B = '00000000-0000-4000-8000-0000000000bb';

/** A random year row of `days` days: cents and units up to 2^50, indexes near 1. */
function randomHolding(random: () => number, securityId: string, year: number, days: number): HoldingYearRow {
  const integers = (limit: number) => Array.from({ length: days }, () => Math.floor(random() * limit) - (random() < 0.1 ? limit / 2 : 0));
  return {
    accountId: ACCOUNT,
    securityId,
    year,
    dates: Array.from({ length: days }, (_, i) => addDays(`${year}-01-02`, i)),
    unitsMicro: integers(2 ** 50),
    valueCents: integers(2 ** 40),
    netIndex: Array.from({ length: days }, () => 0.5 + random()),
    cumValueDays: integers(2 ** 52),
  };
}

function randomAccountRow(random: () => number, year: number, days: number): AccountYearRow {
  const holding = randomHolding(random, FUND_A, year, days);
  return {
    accountId: ACCOUNT,
    year,
    dates: holding.dates,
    valueCents: holding.valueCents,
    netIndex: holding.netIndex,
    grossIndex: holding.netIndex.map((x) => x * 1.01),
    cumFlowCents: holding.unitsMicro,
    cumTaxCents: holding.valueCents.map((x) => Math.floor(x / 3)),
    anchorDates: holding.dates.slice(0, 3),
    anchorValueCents: holding.valueCents.slice(0, 3),
    anchorNetIndex: holding.netIndex.slice(0, 3),
    anchorCumFlowCents: holding.unitsMicro.slice(0, 3),
  };
}

/** The same double with bit `bit` (0: the lowest) of its representation's low word flipped. */
function withBitFlipped(value: number, bit: number): number {
  const f = new Float64Array([value]);
  const w = new Uint32Array(f.buffer);
  w[0] = (w[0]! ^ (1 << bit)) >>> 0;
  return f[0]!;
}

type Mutation = { what: string; apply: (row: HoldingYearRow, at: number) => void };
const MUTATIONS: Mutation[] = [
  { what: 'a cent more', apply: (row, at) => (row.valueCents[at]! += 1) },
  { what: 'a millionth of a unit less', apply: (row, at) => (row.unitsMicro[at]! -= 1) },
  { what: '2^32 cent-days more (the high word only)', apply: (row, at) => (row.cumValueDays![at]! += 2 ** 32) },
  { what: 'a day later', apply: (row, at) => (row.dates[at] = addDays(row.dates[at]!, 1)) },
  { what: 'an index 1e-9 higher', apply: (row, at) => (row.netIndex[at]! *= 1 + 1e-9) },
  { what: 'the last day gone', apply: (row) => void (row.dates.pop(), row.unitsMicro.pop(), row.valueCents.pop(), row.netIndex.pop(), row.cumValueDays!.pop()) },
  // Two figures swapped between arrays of the same length keep every multiset: only the order tells.
  { what: 'a value and a unit count swapped', apply: (row, at) => ([row.valueCents[at], row.unitsMicro[at]] = [row.unitsMicro[at]!, row.valueCents[at]!]) },
];

const clone = (row: HoldingYearRow): HoldingYearRow => structuredClone(row);

describe('a year row fingerprint', () => {
  it('is a safe integer, the same for the same figures, and changes with any change a reader could see', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = mulberry32(seed);
      const row = randomHolding(random, FUND_A, 2020 + (seed % 6), 1 + Math.floor(random() * 260));
      const digest = holdingRowDigest(row);
      expect(Number.isSafeInteger(digest) && digest >= 0).toBe(true);
      expect(holdingRowDigest(clone(row))).toBe(digest);
      for (const mutation of MUTATIONS) {
        const changed = clone(row);
        const at = Math.floor(random() * row.dates.length);
        if (mutation.what.startsWith('a value and') && changed.valueCents[at] === changed.unitsMicro[at]) continue;
        mutation.apply(changed, at);
        expect(holdingRowDigest(changed), `seed ${seed}: ${mutation.what} at ${at}`).not.toBe(digest);
      }
    }
  });

  it("ignores an index's last 12 bits (a chain multiplied in another order), and no more", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = mulberry32(seed * 7919);
      const row = randomAccountRow(random, 2024, 1 + Math.floor(random() * 260));
      const digest = accountRowDigest(row);
      const at = Math.floor(random() * row.dates.length);
      const lowBit = Math.floor(random() * 12);
      const nearly = { ...row, netIndex: row.netIndex.map((x, i) => (i === at ? withBitFlipped(x, lowBit) : x)) };
      expect(accountRowDigest(nearly), `seed ${seed}`).toBe(digest);
      const bitThirteen = { ...row, grossIndex: row.grossIndex.map((x, i) => (i === at ? withBitFlipped(x, 12) : x)) };
      expect(accountRowDigest(bitThirteen), `seed ${seed}`).not.toBe(digest);
    }
  });

  it("tells an account row's anchor days from its days", () => {
    const row = randomAccountRow(mulberry32(5), 2025, 40);
    const moved = { ...row, anchorCumFlowCents: row.anchorCumFlowCents.map((x, i) => (i === 1 ? x + 1 : x)) };
    expect(accountRowDigest(moved)).not.toBe(accountRowDigest(row));
  });
});

describe('the changes a recompute writes', () => {
  const random = mulberry32(42);
  const accountRows = [randomAccountRow(random, 2024, 200), randomAccountRow(random, 2025, 120)];
  const holdingRows = [randomHolding(random, FUND_A, 2024, 200), randomHolding(random, FUND_A, 2025, 120), randomHolding(random, FUND_B, 2025, 60)];
  const storedAsComputed = (): { accounts: Map<number, number | null>; holdings: Map<string, number | null> } => ({
    accounts: new Map(accountRows.map((r) => [r.year, accountRowDigest(r)])),
    holdings: new Map(holdingRows.map((r) => [holdingKey(r.securityId, r.year), holdingRowDigest(r)])),
  });

  it('writes every row, with its fingerprint, when nothing is stored', () => {
    const changes = seriesChanges({ accounts: new Map(), holdings: new Map() }, accountRows, holdingRows);
    expect(changes.accountRows.map((r) => [r.year, r.digest])).toEqual(accountRows.map((r) => [r.year, accountRowDigest(r)]));
    expect(changes.holdingRows.map((r) => r.digest)).toEqual(holdingRows.map(holdingRowDigest));
    expect(changes.deletedAccountYears).toEqual([]);
    expect(changes.deletedHoldingYears).toEqual([]);
  });

  it('writes and deletes nothing when every stored row has the computed figures', () => {
    expect(seriesChanges(storedAsComputed(), accountRows, holdingRows)).toEqual({
      accountRows: [],
      holdingRows: [],
      deletedAccountYears: [],
      deletedHoldingYears: [],
    });
  });

  it('replaces a changed row and a row stored without a fingerprint, and deletes a row no longer computed', () => {
    const stored = storedAsComputed();
    stored.holdings.set(holdingKey(FUND_B, 2025), 12345); // its figures changed since
    stored.accounts.set(2024, null); // written before migration 0022
    stored.holdings.set(holdingKey(FUND_B, 2023), 777); // a year no longer computed
    const changes = seriesChanges(stored satisfies StoredDigests, accountRows, holdingRows);
    expect(changes.accountRows.map((r) => r.year)).toEqual([2024]);
    expect(changes.deletedAccountYears).toEqual([2024]);
    expect(changes.holdingRows.map((r) => [r.securityId, r.year])).toEqual([[FUND_B, 2025]]);
    expect(changes.deletedHoldingYears).toEqual([holdingKey(FUND_B, 2025), holdingKey(FUND_B, 2023)]);
  });
});
