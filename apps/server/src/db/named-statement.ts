import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.js';

const dialect = new PgDialect();

/**
 * Runs a statement as a named (prepared) statement on PostgreSQL, so each pooled connection plans
 * each shape of it once instead of on every request; on PGlite, as db.execute does. For statements
 * whose text depends only on their shape (the values are parameters), such as the account search:
 * planning its CTEs cost 0.8-2.4 ms a call against 0.2-0.3 ms of execution for an adviser's name
 * search on the scale data (bench notes, issue 10). PostgreSQL still plans with the values (custom
 * plans) while a generic plan would cost more, so a number prefix keeps its pattern index.
 */
export async function executeNamed<Row>(db: Db, query: SQL, prefix: string): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const result = await client.query({ name, text, values: params as unknown[] });
  return result.rows as Row[];
}
