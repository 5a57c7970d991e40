import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of this database, for child processes; undefined on PGlite. */
  url?: string;
  /** Another connection to the same database, as a second server instance would have. */
  openAnother: () => Promise<Database>;
  drop: () => Promise<void>;
}

/**
 * A fresh, migrated database per test file (DESIGN §8): in-memory PGlite by default; with
 * TEST_DB=postgres, a new database on the server that DATABASE_URL names, dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ kind: 'pglite' });
    await runMigrations(database);
    return {
      database,
      openAnother: async () => {
        throw new Error('PGlite is in-process: there is no second connection to open');
      },
      drop: () => database.close(),
    };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `tasman_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened: Database[] = [];
  const open = async () => {
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    opened.push(database);
    return database;
  };
  const database = await open();
  await runMigrations(database);
  return {
    database,
    url: url.toString(),
    openAnother: open,
    drop: async () => {
      await Promise.all(opened.map((d) => d.close()));
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
