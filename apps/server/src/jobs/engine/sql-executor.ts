import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client.js';

/**
 * pg-boss's `db` option: one executeSql(text, values) over the portal's own connection, so the job
 * engine runs on the embedded database (PGlite) as on PostgreSQL (the pool), with no second pool.
 * pg-boss sends its multi-statement scripts (schema creation, maintenance under an advisory lock)
 * without values: on PGlite those go through exec, which runs several statements, and the last
 * statement's rows are the answer (as node-postgres answers a multi-statement query with an array).
 */
export function sqlExecutor(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    const lite = client as PGlite;
    return {
      executeSql: async (text, values) => {
        if (values && values.length > 0) return lite.query(text, values);
        const results = await lite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    };
  }
  const pool = client as pg.Pool;
  return {
    executeSql: async (text, values) => {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? { rows: result.at(-1)?.rows ?? [] } : result;
    },
  };
}
