import pg from 'pg';

/**
 * One statement on DATABASE_URL's server on a connection of its own, ended after it: creating,
 * copying and dropping the tests' databases (CREATE and DROP DATABASE run outside any transaction,
 * and a template must have no connection of ours open while it is copied).
 */
export async function adminQuery<T extends pg.QueryResultRow>(statement: string, values: unknown[] = []): Promise<T[]> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** DATABASE_URL with another database's name. */
export function urlOfDatabase(name: string): string {
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}
