import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

type Rows<T> = { rows: T[] };

/**
 * Each security's benchmark (when it has one) and the benchmark's return index on the last close
 * on or before each of two days.
 */
export async function findBenchmarkLevels(db: Db, securityIds: readonly string[], openingDay: string, closingDay: string) {
  if (securityIds.length === 0) return [];
  const ids = sql.join(
    securityIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select s.id as security_id, b.name as benchmark_name,
      (select l.return_index::float8 from benchmark_levels l
        where l.benchmark_id = b.id and l.close_date <= ${openingDay} order by l.close_date desc limit 1) as opening_level,
      (select l.return_index::float8 from benchmark_levels l
        where l.benchmark_id = b.id and l.close_date <= ${closingDay} order by l.close_date desc limit 1) as closing_level
    from securities s join benchmarks b on b.id = s.benchmark_id
    where s.id in (${ids})`)) as unknown as Rows<{
    security_id: string;
    benchmark_name: string;
    opening_level: number | null;
    closing_level: number | null;
  }>;
  return result.rows;
}
