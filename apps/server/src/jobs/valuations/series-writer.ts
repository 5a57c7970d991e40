import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SeriesChanges } from './row-digest.js';
import * as repo from './valuation.repo.js';

/**
 * Writes a recompute's changes to an account's year rows (row-digest.ts seriesChanges: the stored
 * rows whose figures changed or are gone deleted, the new ones written). On PostgreSQL with binary
 * `COPY … FROM STDIN (FORMAT binary)`: node lays the arrays out in PostgreSQL's own binary format, so
 * neither side formats or parses ~20,000 numbers as text per account (issue 15's profile: building the
 * array literals, writing the long query text and PostgreSQL's float8in/date_in/array_in were the
 * largest costs of a recompute). On PGlite (its COPY reads a file blob) the rows go through the
 * INSERT of valuation.repo.ts.
 */
export async function replaceSeries(db: Db, accountId: string, changes: SeriesChanges): Promise<void> {
  const client = pgClientOf(db);
  if (!client) {
    await repo.writeSeriesChanges(db, accountId, changes);
    return;
  }
  const { accountRows, holdingRows } = changes;
  if (changes.deletedAccountYears.length > 0 || changes.deletedHoldingYears.length > 0) {
    // Both tables' changed rows in one statement: one write to the socket.
    await db.execute(repo.deleteChangedRows(accountId, changes));
  }
  if (accountRows.length > 0) {
    const out = new BinaryCopy();
    for (const r of accountRows) {
      out.row(13);
      out.uuid(accountId);
      out.int4(r.year);
      out.dateArray(r.dates);
      out.int8Array(r.valueCents);
      out.float8Array(r.netIndex);
      out.float8Array(r.grossIndex);
      out.int8Array(r.cumFlowCents);
      out.int8Array(r.cumTaxCents);
      out.dateArray(r.anchorDates);
      out.int8Array(r.anchorValueCents);
      out.float8Array(r.anchorNetIndex);
      out.int8Array(r.anchorCumFlowCents);
      out.int8OrNull(r.digest);
    }
    await copyIn(
      client,
      `copy account_valuation_years (account_id, year, dates, value_cents, net_index, gross_index, cum_flow_cents, cum_tax_cents,
         anchor_dates, anchor_value_cents, anchor_net_index, anchor_cum_flow_cents, digest) from stdin (format binary)`,
      out.finish(),
    );
  }
  if (holdingRows.length > 0) {
    const out = new BinaryCopy();
    for (const r of holdingRows) {
      out.row(9);
      out.uuid(accountId);
      out.uuid(r.securityId);
      out.int4(r.year);
      out.dateArray(r.dates);
      out.int8Array(r.unitsMicro);
      out.int8Array(r.valueCents);
      out.float8Array(r.netIndex);
      out.int8Array(r.cumValueDays ?? []);
      out.int8OrNull(r.digest);
    }
    await copyIn(
      client,
      'copy holding_valuation_years (account_id, security_id, year, dates, units_micro, value_cents, net_index, cum_value_days, digest) from stdin (format binary)',
      out.finish(),
    );
  }
}

/**
 * The `pg` connection under a drizzle node-postgres handle: a transaction's session holds the pool
 * client it runs on. Null on PGlite (and on a pool outside a transaction, where a COPY could land on
 * another connection than the delete before it).
 */
export function pgClientOf(db: Db): pg.ClientBase | null {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? client : null;
}

/** For the job's own transactions: a crash loses the last commits whole, and their queue rows come back with them. */
export async function relaxCommit(db: Db): Promise<void> {
  await db.execute(sql`set local synchronous_commit = off`);
}

const OID = { date: 1082, int8: 20, float8: 701 } as const;
const HEADER = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const EPOCH_2000 = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;
/** Day numbers of the ISO dates seen: a few thousand distinct dates recur in every account. */
const dayNumbers = new Map<string, number>();
function daysSince2000(date: string): number {
  let days = dayNumbers.get(date);
  if (days === undefined) {
    days = (Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) - EPOCH_2000) / DAY_MS;
    if (dayNumbers.size < 100_000) dayNumbers.set(date, days);
  }
  return days;
}

/** The binary COPY stream of one statement (PostgreSQL manual, COPY 'Binary Format'), in one growing buffer. */
class BinaryCopy {
  private buffer = Buffer.allocUnsafe(64 * 1024);
  private at = 0;

  constructor() {
    this.reserve(HEADER.length + 8);
    HEADER.copy(this.buffer, 0);
    this.at = HEADER.length;
    this.buffer.writeInt32BE(0, this.at); // flags
    this.buffer.writeInt32BE(0, this.at + 4); // header extension length
    this.at += 8;
  }

  row(fields: number): void {
    this.reserve(2);
    this.buffer.writeInt16BE(fields, this.at);
    this.at += 2;
  }

  uuid(value: string): void {
    this.reserve(20);
    this.buffer.writeInt32BE(16, this.at);
    this.buffer.write(value.replace(/-/g, ''), this.at + 4, 16, 'hex');
    this.at += 20;
  }

  int4(value: number): void {
    this.reserve(8);
    this.buffer.writeInt32BE(4, this.at);
    this.buffer.writeInt32BE(value, this.at + 4);
    this.at += 8;
  }

  /** A safe integer as int8, or a null field (length −1). */
  int8OrNull(value: number | null | undefined): void {
    this.reserve(12);
    if (value === null || value === undefined) {
      this.buffer.writeInt32BE(-1, this.at);
      this.at += 4;
      return;
    }
    this.at = this.int8At(value, this.at);
  }

  dateArray(values: readonly string[]): void {
    this.arrayHeader(OID.date, values.length, 4);
    const b = this.buffer;
    let at = this.at;
    for (const value of values) {
      b.writeInt32BE(4, at);
      b.writeInt32BE(daysSince2000(value), at + 4);
      at += 8;
    }
    this.at = at;
  }

  /** Safe integers as int8: the high word signed, the low word unsigned. */
  int8Array(values: readonly number[]): void {
    this.arrayHeader(OID.int8, values.length, 8);
    let at = this.at;
    for (const value of values) at = this.int8At(value, at);
    this.at = at;
  }

  /** One int8 field at `at` (its length, then the high word signed, the low word unsigned); where the next begins. */
  private int8At(value: number, at: number): number {
    const high = Math.floor(value / 4_294_967_296);
    this.buffer.writeInt32BE(8, at);
    this.buffer.writeInt32BE(high, at + 4);
    this.buffer.writeUInt32BE(value - high * 4_294_967_296, at + 8);
    return at + 12;
  }

  float8Array(values: readonly number[]): void {
    this.arrayHeader(OID.float8, values.length, 8);
    const b = this.buffer;
    let at = this.at;
    for (const value of values) {
      b.writeInt32BE(8, at);
      b.writeDoubleBE(value, at + 4);
      at += 12;
    }
    this.at = at;
  }

  /** The field's length, then a one-dimensional array without nulls, lower bound 1; room for the elements. */
  private arrayHeader(oid: number, length: number, elementSize: number): void {
    const body = length === 0 ? 12 : 20 + length * (4 + elementSize);
    this.reserve(4 + body);
    const b = this.buffer;
    b.writeInt32BE(body, this.at);
    b.writeInt32BE(length === 0 ? 0 : 1, this.at + 4); // dimensions
    b.writeInt32BE(0, this.at + 8); // no nulls
    b.writeInt32BE(oid, this.at + 12);
    this.at += 16;
    if (length === 0) return;
    b.writeInt32BE(length, this.at);
    b.writeInt32BE(1, this.at + 4);
    this.at += 8;
  }

  finish(): Buffer {
    this.reserve(2);
    this.buffer.writeInt16BE(-1, this.at);
    this.at += 2;
    return this.buffer.subarray(0, this.at);
  }

  private reserve(bytes: number): void {
    if (this.at + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.at + bytes));
    this.buffer.copy(grown, 0, 0, this.at);
    this.buffer = grown;
  }
}

/** The part of pg's Connection the copy protocol needs (not in @types/pg). */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/**
 * `COPY … FROM STDIN` of one buffer through the `pg` client: a Submittable (the hook pg-cursor uses)
 * that sends the statement, then the data as one CopyData message and CopyDone.
 */
function copyIn(client: pg.ClientBase, statement: string, data: Buffer): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let failure: Error | undefined;
    const submittable = {
      submit: (connection: unknown) => (connection as CopyConnection).query(statement),
      handleCopyInResponse: (connection: unknown) => {
        const c = connection as CopyConnection;
        c.sendCopyFromChunk(data);
        c.endCopyFrom();
      },
      handleCommandComplete: () => undefined,
      handleReadyForQuery: () => (failure ? reject(failure) : resolve()),
      handleError: (error: Error) => {
        failure ??= error;
        reject(error); // a lost connection sends no ReadyForQuery
      },
      handleRowDescription: () => undefined,
      handleDataRow: () => undefined,
      handleEmptyQuery: () => undefined,
      handlePortalSuspended: () => undefined,
      handleCopyData: () => undefined,
    };
    void client.query(submittable as unknown as pg.QueryConfig);
  });
}
