import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { arrayParam } from './sql-array.js';

describe('arrayParam', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  const elements = async (values: string[], type: 'uuid' | 'text') =>
    ((await testDb.database.db.execute(sql`select unnest(${arrayParam(values, type)})::text as v`)) as unknown as { rows: Array<{ v: string }> }).rows.map(
      (row) => row.v,
    );

  it('keeps every text whole, whatever it holds', async () => {
    const values = ['Annual Statement', 'a,b', 'say "hi"', 'back\\slash', '{braces}', '', 'NULL'];
    expect(await elements(values, 'text')).toEqual(values);
  });

  it('answers uuids, and an empty list as an empty array', async () => {
    const ids = ['3acc456e-538c-4cc2-9f85-25db37eb4a96', '00000000-0000-0000-0000-000000000000'];
    expect(await elements(ids, 'uuid')).toEqual(ids);
    expect(await elements([], 'text')).toEqual([]);
  });
});
