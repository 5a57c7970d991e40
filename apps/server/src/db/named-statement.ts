import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { genericPlanPoolOf, type Db } from './client.js';

const dialect = new PgDialect();

/**
 * How a named statement is planned: 'generic' once per pooled connection whatever its values (the
 * pool's generic-plan twin, client.ts genericPlanPoolOf), or 'custom', PostgreSQL's own choice, which
 * plans with the values while a generic plan would cost more: for statements whose best plan depends
 * on them, such as a name or number pattern, whose index a generic plan cannot use.
 */
export type PlanChoice = 'generic' | 'custom';

/**
 * Runs a statement as a named (prepared) statement on PostgreSQL, so each pooled connection parses
 * it once, and with a 'generic' plan (the default) plans it once too; on PGlite, as db.execute does.
 * For statements whose text depends only on their shape (the values are parameters). Planning the
 * account search's CTEs cost 0.8-2.4 ms a call against 0.2-0.3 ms of execution for an adviser's name
 * search on the scale data (bench notes, issue 10); that search keeps 'custom' plans, so a number
 * prefix keeps its pattern index. Inside a transaction (a handle whose client is not a pool) the
 * statement runs on the transaction's connection, as db.execute does.
 */
export async function executeNamed<Row>(db: Db, query: SQL, prefix: string, plan: PlanChoice = 'generic'): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const pool = plan === 'generic' ? (genericPlanPoolOf(client) ?? client) : client;
  const result = await pool.query({ name, text, values: params as unknown[] });
  return result.rows as Row[];
}
