import { getTableColumns, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';

/** Small tables go through Drizzle's insert builder, 1,000 rows a statement. */
const BUILDER_BATCH = 1_000;
/** Large tables are sent as one JSON document per 5,000 rows (several times faster on PGlite). */
const JSON_BATCH = 5_000;

/**
 * Inserts rows in batches and returns how many. Large tables of scalar columns are expanded from a
 * JSON parameter by json_populate_recordset, so PGlite parses one parameter instead of thousands;
 * columns a row leaves out keep their database default.
 */
export async function insertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
): Promise<number> {
  if (rows.length === 0) return 0;
  if (rows.length <= BUILDER_BATCH) {
    await db.insert(table).values(rows as Array<PgInsertValue<T>>);
    return rows.length;
  }
  const columns = getTableColumns(table);
  const first = rows[0] as Record<string, unknown>;
  const keys = Object.keys(first).filter((key) => first[key] !== undefined && key in columns);
  const names = keys.map((key) => (columns[key] as { name: string }).name);
  const columnList = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += JSON_BATCH) {
    const documents = rows.slice(start, start + JSON_BATCH).map((row) => {
      const record: Record<string, unknown> = {};
      keys.forEach((key, i) => {
        const value = (row as Record<string, unknown>)[key] ?? null;
        if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
          throw new Error(`insertInBatches: ${key} holds an object or array; use the builder path for this table`);
        }
        record[names[i] as string] = value;
      });
      return record;
    });
    await db.execute(
      sql`insert into ${table} (${columnList}) select ${columnList} from json_populate_recordset(null::${table}, ${JSON.stringify(documents)}::json)`,
    );
  }
  return rows.length;
}
