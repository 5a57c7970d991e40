import type pg from 'pg';

/**
 * `COPY ... FROM STDIN` through the `pg` client, without pg-copy-streams: a Submittable (the hook
 * pg-cursor and pg-query-stream use) that sends the COPY statement, then the text chunks as
 * CopyData messages, waiting for the socket to drain, then CopyDone. Resolves with the row count.
 */

/** The part of pg's Connection the copy protocol needs (not in @types/pg). */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.WritableStream & { writableNeedDrain: boolean };
}

export function copyIn(client: pg.ClientBase, statement: string, chunks: Iterable<string>): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    let rowCount = 0;
    let failure: Error | undefined;
    const pump = async (connection: CopyConnection) => {
      try {
        for (const chunk of chunks) {
          if (failure) return;
          connection.sendCopyFromChunk(Buffer.from(chunk));
          if (connection.stream.writableNeedDrain) {
            await new Promise<void>((done) => connection.stream.once('drain', () => done()));
          }
        }
        connection.endCopyFrom();
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        connection.sendCopyFail(failure.message);
      }
    };
    const submittable = {
      submit: (connection: unknown) => (connection as CopyConnection).query(statement),
      handleCopyInResponse: (connection: unknown) => void pump(connection as CopyConnection),
      handleCommandComplete: (message: { text?: string }) => {
        rowCount = Number(/COPY (\d+)/.exec(message.text ?? '')?.[1] ?? 0);
      },
      handleReadyForQuery: () => (failure ? reject(failure) : resolve(rowCount)),
      handleError: (error: Error) => {
        failure ??= error;
        reject(error);
      },
      handleRowDescription: () => undefined,
      handleDataRow: () => undefined,
      handleEmptyQuery: () => undefined,
      handlePortalSuspended: () => undefined,
      handleCopyData: () => undefined,
    };
    client.query(submittable);
  });
}

/** A value as COPY text: \N for null; backslash, tab and line breaks escaped. */
export function copyText(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value !== 'string') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;
}

/** Joins rows into chunks of about `rowsPerChunk` COPY text lines. */
export function* chunked(rows: Iterable<string>, rowsPerChunk = 5_000): Generator<string> {
  let buffer: string[] = [];
  for (const row of rows) {
    buffer.push(row);
    if (buffer.length >= rowsPerChunk) {
      yield `${buffer.join('\n')}\n`;
      buffer = [];
    }
  }
  if (buffer.length > 0) yield `${buffer.join('\n')}\n`;
}

/**
 * Bulk-load practice (PostgreSQL manual, 'Populating a Database'): the table's secondary indexes
 * and foreign keys are dropped for the load and put back after it, so PostgreSQL builds each index
 * with one sort and checks each foreign key with one join instead of millions of single lookups.
 * The same definitions come back, read from the catalogue, and every key is checked again.
 */
export async function withoutIndexesAndKeys(client: pg.ClientBase, table: string, load: () => Promise<void>): Promise<void> {
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes i where schemaname = 'public' and tablename = $1
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [table],
  );
  const { rows: keys } = await client.query<{ conname: string; def: string }>(
    "select conname, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = $1::regclass and contype = 'f'",
    [table],
  );
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
  for (const key of keys) await client.query(`alter table ${table} drop constraint ${quoted(key.conname)}`);
  for (const index of indexes) await client.query(`drop index ${quoted(index.indexname)}`);
  await load();
  for (const index of indexes) await client.query(index.indexdef);
  for (const key of keys) await client.query(`alter table ${table} add constraint ${quoted(key.conname)} ${key.def}`);
}
