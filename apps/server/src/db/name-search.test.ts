import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { nameMatches, searchWords } from './name-search.js';

let testDb: TestDatabase;
const NAMES = ['Māori Land Trust', 'Sarah Mitchell', 'Te Whānau Pōmare Family Trust', 'James Robertson', 'O’Brien & Co 100% Ltd'];

beforeAll(async () => {
  testDb = await createTestDatabase();
  await testDb.database.db.execute(sql`create temporary table names (name text, folded text generated always as (search_text(name)) stored)`);
  for (const name of NAMES) await testDb.database.db.execute(sql`insert into names (name) values (${name})`);
});
afterAll(async () => testDb?.drop());

async function find(term: string): Promise<string[]> {
  const where = nameMatches(sql.raw('folded'), term) ?? sql`true`;
  const result = (await testDb.database.db.execute(sql`select name from names where ${where} order by name`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  return result.rows.map((r) => r.name);
}

describe('name search (issue 10): partial, any word, case and macrons ignored, misspellings tolerated', () => {
  it('finds a macron name typed without macrons, and the other way round', async () => {
    expect(await find('Maori')).toEqual(['Māori Land Trust']);
    expect(await find('whānau')).toEqual(['Te Whānau Pōmare Family Trust']);
    expect(await find('POMARE')).toEqual(['Te Whānau Pōmare Family Trust']);
  });

  it('finds a partial name and any word of the name, every word of the term required', async () => {
    expect(await find('mitch')).toEqual(['Sarah Mitchell']);
    expect(await find('trust')).toEqual(['Māori Land Trust', 'Te Whānau Pōmare Family Trust']);
    expect(await find('family trust')).toEqual(['Te Whānau Pōmare Family Trust']);
    expect(await find('sarah trust')).toEqual([]);
  });

  it('tolerates a misspelt word', async () => {
    expect(await find('Mitchel')).toEqual(['Sarah Mitchell']);
    expect(await find('Robertsen')).toEqual(['James Robertson']);
    // One letter wrong inside a word is 0.5 from it, under pg_trgm's default 0.6.
    expect(await find('Mitcjell')).toEqual(['Sarah Mitchell']);
    expect(await find('Xylophone')).toEqual([]);
  });

  it('never lets a LIKE wildcard through: punctuation separates words, so % and _ alone are no filter', async () => {
    expect(await find('100%')).toEqual(['O’Brien & Co 100% Ltd']);
    expect(nameMatches(sql.raw('folded'), '%')).toBeNull();
    expect(nameMatches(sql.raw('folded'), '_')).toBeNull();
  });

  it('splits a term into at most six words on spaces and punctuation', () => {
    expect(searchWords('  Sarah,  Mitchell ')).toEqual(['Sarah', 'Mitchell']);
    expect(searchWords("O'Brien-Smith")).toEqual(["O'Brien-Smith"]);
    expect(searchWords('a b c d e f g h')).toHaveLength(6);
    expect(nameMatches(sql.raw('folded'), ' ,; ')).toBeNull();
  });
});
