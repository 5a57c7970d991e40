/** A json column of a statement's row: parsed by node-postgres, text on some PGlite paths. */
export type Json<T> = T | string;

/** A json column's value, or `empty` for SQL null (json_agg of no rows). */
export const json = <T>(value: Json<T> | null, empty: T): T => (value === null ? empty : typeof value === 'string' ? (JSON.parse(value) as T) : value);
