import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { dumpPgliteDataDir, openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { seedDemoData } from '../db/seed/demo-seed.js';
import { adminQuery, urlOfDatabase } from './postgres-admin.js';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of this database, for child processes; undefined on PGlite. */
  url?: string;
  /** Another connection to the same database, as a second server instance would have. */
  openAnother: () => Promise<Database>;
  drop: () => Promise<void>;
}

/** The demo data a test database starts with: `seedDemoData(db, { today, totpKey })`. */
export interface DemoSeed {
  today: string;
  totpKey: Buffer;
}

/**
 * A fresh, migrated database per test file (DESIGN §8): in-memory PGlite by default; with
 * TEST_DB=postgres, a new database on the server that DATABASE_URL names, dropped afterwards. Each is
 * a copy of the run's migrated template (global-setup.ts) when there is one, else migrated here.
 *
 * With `demo`, it holds the demo data of that day and key as `seedDemoData` loads it. The first file
 * of a run to ask for a day and key seeds its database and keeps a copy; the others start from the
 * copy (seeding the demo costs PGlite half a minute, mostly its 15 years of prices).
 */
export async function createTestDatabase(options: { demo?: DemoSeed } = {}): Promise<TestDatabase> {
  return process.env.TEST_DB === 'postgres' ? createPostgresDatabase(options.demo) : createPgliteDatabase(options.demo);
}

const demoTag = (demo: DemoSeed) =>
  `${demo.today.replaceAll('-', '')}_${createHash('sha256').update(demo.totpKey).digest('hex').slice(0, 8)}`;

async function createPgliteDatabase(demo: DemoSeed | undefined): Promise<TestDatabase> {
  const migrated = inject('testDatabaseTemplate')?.pgliteDataDir;
  const seededCopy = demo && migrated ? path.join(path.dirname(migrated), `demo_${demoTag(demo)}.tar`) : undefined;
  const from = seededCopy && existsSync(seededCopy) ? seededCopy : migrated;
  const database = await openDatabase({ kind: 'pglite', ...(from ? { copyOf: new Blob([readFileSync(from)]) } : {}) });
  if (!from) await runMigrations(database);
  if (demo && from !== seededCopy) {
    await seedDemoData(database.db, demo);
    const dump = seededCopy ? await dumpPgliteDataDir(database) : undefined;
    if (seededCopy && dump) {
      // Written whole, then renamed: a file another worker finds is always complete.
      const partial = `${seededCopy}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, seededCopy);
    }
  }
  return {
    database,
    openAnother: async () => {
      throw new Error('PGlite is in-process: there is no second connection to open');
    },
    drop: () => database.close(),
  };
}

async function createPostgresDatabase(demo: DemoSeed | undefined): Promise<TestDatabase> {
  const migrated = inject('testDatabaseTemplate')?.postgresTemplate;
  const seededCopy = demo && migrated ? `${migrated}_demo_${demoTag(demo)}` : undefined;
  const seededExists =
    seededCopy !== undefined && (await adminQuery('select 1 from pg_database where datname = $1', [seededCopy])).length > 0;
  const from = seededExists ? seededCopy : migrated;

  const name = `tasman_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}${from ? ` template ${from}` : ''}`);
  const url = urlOfDatabase(name);
  const opened: Database[] = [];
  const open = async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    opened.push(database);
    return database;
  };
  const drop = async () => {
    await Promise.all(opened.map((d) => d.close()));
    await adminQuery(`drop database if exists ${name} with (force)`);
  };
  let database = await open();
  try {
    if (!from) await runMigrations(database);
    if (demo && !seededExists) {
      await seedDemoData(database.db, demo);
      if (seededCopy) {
        // A template is copied with no connection open to it: close this one, copy, open again.
        await database.close();
        opened.length = 0;
        await adminQuery(`create database ${seededCopy} template ${name}`).catch((error: { code?: string }) => {
          // Another file of the run made the same copy first: theirs serves. PostgreSQL says so as
          // duplicate_database, or as a unique violation of pg_database's name when both ran at once.
          if (error.code !== '42P04' && error.code !== '23505') throw error;
        });
        database = await open();
      }
    }
  } catch (error) {
    // The file never gets this database to drop after its tests, so it goes now.
    await drop();
    throw error;
  }
  return {
    database,
    url,
    openAnother: open,
    drop,
  };
}
