import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * "Nothing changed" for the attack suite: a row count and a hash of every row of each table, so an
 * attack that inserts, updates or deletes anything shows up — not just one that adds rows.
 * Sessions are hashed without last_seen_at: reading with a session moves it, by design (idle timeout).
 */

/** The tables an attack most wants to change (brief: users, sessions, audit, links, outbox, codes). */
export const IDENTITY_TABLES = ['users', 'sessions', 'audit_events', 'credential_links', 'email_outbox', 'recovery_codes'] as const;

/**
 * Caches derived from stored facts, filled on first read (jobs/valuations: an account's valuations
 * are computed when a read finds them queued). Filling them is not a state change a user can cause
 * on purpose; they hold nothing that was not already derivable.
 */
export const DERIVED_TABLES: readonly string[] = ['valuation_queue', 'account_valuation_summaries', 'account_valuation_years', 'holding_valuation_years'];

type Rows = { rows: Array<Record<string, unknown>> };

export async function publicTables(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as Rows;
  return result.rows.map((r) => String(r.tablename));
}

export type Fingerprint = Record<string, string>;

export async function fingerprint(db: Db, tables?: readonly string[]): Promise<Fingerprint> {
  const names = tables ?? (await publicTables(db));
  const out: Fingerprint = {};
  for (const name of names) {
    const query =
      name === 'sessions'
        ? sql`select count(*)::int as n,
                md5(coalesce(string_agg(concat_ws(',', id, user_id, channel, stage, expires_at), '|' order by id), '')) as h
              from sessions`
        : sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h
              from ${sql.identifier(name)} t`;
    const result = (await db.execute(query)) as unknown as Rows;
    const row = result.rows[0]!;
    out[name] = `${String(row.n)} rows, ${String(row.h)}`;
  }
  return out;
}

/** The tables whose fingerprint differs, as 'table: before → after' lines (empty when nothing changed). */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(before)
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t}: ${before[t]} → ${after[t]}`);
}

/** Tables whose rows, as text, contain the needle; for "this secret is stored nowhere" checks. */
export async function tablesContaining(db: Db, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const name of await publicTables(db)) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)} t where strpos(t::text, ${needle}) > 0`,
    )) as unknown as Rows;
    if (Number(result.rows[0]!.n) > 0) found.push(name);
  }
  return found;
}
