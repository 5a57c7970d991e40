import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { namedPlanPoolOf, type Db, type PlanChoice } from './client.js';

const dialect = new PgDialect();

/**
 * Runs a statement as a named (prepared) statement on PostgreSQL, so each pooled connection parses
 * it once, and with a 'generic' plan (the default) plans it once too, or with a 'custom' plan with
 * its values every time, for a statement whose index needs a value at planning, such as a number
 * prefix's pattern index (client.ts namedPlanPoolOf); on PGlite, as db.execute does. For statements
 * whose text depends only on their shape (the values are parameters). Planning the account search's
 * CTEs cost 0.8-2.4 ms a call against 0.2-0.3 ms of execution for an adviser's name search on the
 * scale data (bench notes, issue 10), so only the portal-wide number search is planned with its term.
 * Inside a transaction (a handle whose client is not a pool) the statement runs on the transaction's
 * connection, as db.execute does.
 */
export async function executeNamed<Row>(db: Db, query: SQL, prefix: string, plan: PlanChoice = 'generic'): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = statementName(prefix, text);
  const pool = namedPlanPoolOf(client, plan) ?? client;
  const result = await pool.query({ name, text, values: params as unknown[] });
  return result.rows as Row[];
}

/** Names by prefix and text: hashing the text on every call was 1-2 % of a short read's CPU (a profile of holdings at a date). */
const names = new Map<string, string>();
/** Statement shapes are few; a caller that varied its text would only empty this now and then. */
const MAX_NAMES = 2_000;

function statementName(prefix: string, text: string): string {
  const key = `${prefix}\u0000${text}`;
  let name = names.get(key);
  if (name === undefined) {
    if (names.size >= MAX_NAMES) names.clear();
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(key, name);
  }
  return name;
}
