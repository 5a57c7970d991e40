import type { AccountYearRow, HoldingYearRow } from './valuation.repo.js';

/**
 * Fingerprints of the valuation year rows' figures (migration 0022), and what a recompute must write
 * given the fingerprints of the rows already stored: a row whose figures are unchanged stays as it is.
 *
 * A fingerprint is a 53-bit hash (two 32-bit lanes multiplied by odd constants and mixed at the end,
 * the construction of bryc's public-domain cyrb53) of the row's dates, its integer figures exactly and
 * its growth indexes to 40 of their 52 fraction bits, about 12 significant digits. A recompute that
 * starts from a stored year multiplies the index chain in another order than a rebuild from the first
 * day and can move its last binary digit or two (recompute-from.demo.test.ts allows 1e-12); such a row
 * is the same row and is not rewritten. A change of a cent, a unit or a day always changes the input;
 * two different inputs share a fingerprint with a chance of about one in 2^53.
 */

const TWO_32 = 4_294_967_296;
/** Keeps 40 of a double's 52 fraction bits: the low 12 bits of its low 32-bit word are cleared. */
const INDEX_BITS_KEPT = 0xfffff000;

/** Where the digits of 'yyyy-mm-dd' are. */
const DIGITS_OF_A_DATE = [0, 1, 2, 3, 5, 6, 8, 9];

const scratch = new Float64Array(1);
const words = new Uint32Array(scratch.buffer);

class Fingerprint {
  private h1 = 0xdeadbeef;
  private h2 = 0x41c6ce57;

  word(value: number): void {
    this.h1 = Math.imul(this.h1 ^ value, 2_654_435_761);
    this.h2 = Math.imul(this.h2 ^ value, 1_597_334_677);
  }

  /** 'yyyy-mm-dd' as yyyymmdd, from its character codes. */
  dates(values: readonly string[]): void {
    this.word(values.length);
    for (const date of values) {
      let n = 0;
      for (const at of DIGITS_OF_A_DATE) n = n * 10 + date.charCodeAt(at) - 48;
      this.word(n);
    }
  }

  /** Safe integers (cents, millionths of a unit), exactly: the low and the high 32 bits. */
  integers(values: readonly number[]): void {
    this.word(values.length);
    for (const value of values) {
      this.word(value >>> 0);
      this.word(Math.floor(value / TWO_32) | 0);
    }
  }

  /** Growth indexes to 40 fraction bits (the file's comment says why). */
  indexes(values: readonly number[]): void {
    this.word(values.length);
    for (const value of values) {
      scratch[0] = value;
      this.word(words[0]! & INDEX_BITS_KEPT);
      this.word(words[1]!);
    }
  }

  /** The 53 bits, a safe integer (stored in a bigint column). */
  value(): number {
    let h1 = Math.imul(this.h1 ^ (this.h1 >>> 16), 2_246_822_507);
    h1 ^= Math.imul(this.h2 ^ (this.h2 >>> 13), 3_266_489_909);
    let h2 = Math.imul(this.h2 ^ (this.h2 >>> 16), 2_246_822_507);
    h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3_266_489_909);
    return TWO_32 * (h2 & 0x1fffff) + (h1 >>> 0);
  }
}

/** The fingerprint of an account's year row: its days and every figure of them, the anchor days too. */
export function accountRowDigest(row: Omit<AccountYearRow, 'accountId' | 'year' | 'digest'>): number {
  const f = new Fingerprint();
  f.dates(row.dates);
  f.integers(row.valueCents);
  f.indexes(row.netIndex);
  f.indexes(row.grossIndex);
  f.integers(row.cumFlowCents);
  f.integers(row.cumTaxCents);
  f.dates(row.anchorDates);
  f.integers(row.anchorValueCents);
  f.indexes(row.anchorNetIndex);
  f.integers(row.anchorCumFlowCents);
  return f.value();
}

/** The fingerprint of a holding's year row: its days, units, values, index and running cent-days. */
export function holdingRowDigest(row: Omit<HoldingYearRow, 'accountId' | 'securityId' | 'year' | 'digest'>): number {
  const f = new Fingerprint();
  f.dates(row.dates);
  f.integers(row.unitsMicro);
  f.integers(row.valueCents);
  f.indexes(row.netIndex);
  f.integers(row.cumValueDays ?? []);
  return f.value();
}

/** The stored rows of an account from the recomputed year on: each one's fingerprint, null before 0022. */
export interface StoredDigests {
  accounts: ReadonlyMap<number, number | null>;
  /** Keyed `${securityId}:${year}`. */
  holdings: ReadonlyMap<string, number | null>;
}

/** What a recompute writes: the new rows whose figures differ from the stored ones, and the stored rows to delete. */
export interface SeriesChanges {
  accountRows: AccountYearRow[];
  holdingRows: HoldingYearRow[];
  /** Stored account years that change or are no longer computed. */
  deletedAccountYears: number[];
  /** Stored holding years that change or are no longer computed, by `holdingKey`. */
  deletedHoldingYears: string[];
}

export const holdingKey = (securityId: string, year: number) => `${securityId}:${year}`;

/**
 * The rows to write and delete for a recompute that computed `accountRows` and `holdingRows` (every
 * row from its first year on) where `stored` holds the rows from that year on. A computed row whose
 * fingerprint equals its stored twin's is neither deleted nor written; every other stored row is
 * deleted, and every other computed row written with its fingerprint.
 */
export function seriesChanges(
  stored: StoredDigests,
  accountRows: readonly AccountYearRow[],
  holdingRows: readonly HoldingYearRow[],
): SeriesChanges {
  const changes: SeriesChanges = { accountRows: [], holdingRows: [], deletedAccountYears: [], deletedHoldingYears: [] };
  const keptAccounts = new Set<number>();
  for (const row of accountRows) {
    const digest = accountRowDigest(row);
    if (stored.accounts.get(row.year) === digest) keptAccounts.add(row.year);
    else changes.accountRows.push({ ...row, digest });
  }
  for (const year of stored.accounts.keys()) if (!keptAccounts.has(year)) changes.deletedAccountYears.push(year);

  const keptHoldings = new Set<string>();
  for (const row of holdingRows) {
    const digest = holdingRowDigest(row);
    const key = holdingKey(row.securityId, row.year);
    if (stored.holdings.get(key) === digest) keptHoldings.add(key);
    else changes.holdingRows.push({ ...row, digest });
  }
  for (const key of stored.holdings.keys()) if (!keptHoldings.has(key)) changes.deletedHoldingYears.push(key);
  return changes;
}
