import { sql, type SQL } from 'drizzle-orm';

/**
 * A list as ONE array parameter of PostgreSQL type `type` (`= any(...)`), so a named statement's text
 * is the same however many values it is given. Sent as the array's text form with each element
 * quoted, so any text (a comma, a quote, a backslash) stays one element.
 */
export function arrayParam(values: readonly string[], type: 'uuid' | 'text' | 'date'): SQL {
  const literal = `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  return sql`${literal}::${sql.raw(type)}[]`;
}
