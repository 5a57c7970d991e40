import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Channel } from '@tasman/domain';
import { createTestApp } from './test-app.js';
import { createTestDatabase, type DemoSeed, type TestDatabase } from './test-database.js';

export interface TestAppContext {
  readonly app: FastifyInstance;
  readonly testDb: TestDatabase;
}

export interface TestDatabaseContext {
  readonly testDb: TestDatabase;
}

/** A fresh database for the test file: created before its tests, dropped after (createTestDatabase). */
export function useTestDatabase(): TestDatabaseContext {
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.drop();
  });
  return {
    get testDb() {
      if (!testDb) throw new Error('useTestDatabase: the database exists only inside tests');
      return testDb;
    },
  };
}

/** One app on a fresh database for the test file: built before its tests, closed and dropped after. */
export function useTestApp(channel: Channel = 'NZ'): TestAppContext {
  let app: FastifyInstance | undefined;
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = await createTestApp(testDb.database, channel);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });
  return {
    get app() {
      if (!app) throw new Error('useTestApp: the app exists only inside tests');
      return app;
    },
    get testDb() {
      if (!testDb) throw new Error('useTestApp: the database exists only inside tests');
      return testDb;
    },
  };
}

export interface TestPortalsContext {
  readonly nz: FastifyInstance;
  readonly au: FastifyInstance;
  readonly testDb: TestDatabase;
}

/**
 * Both portals on one fresh database for the test file, as portal-process.ts runs them (DESIGN §4); with `demo`,
 * a database holding that day's demo data (createTestDatabase).
 */
export function useTestPortals(options: { demo?: DemoSeed } = {}): TestPortalsContext {
  let nz: FastifyInstance | undefined;
  let au: FastifyInstance | undefined;
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase(options);
    nz = await createTestApp(testDb.database, 'NZ');
    au = await createTestApp(testDb.database, 'AU');
    // Seeding the demo, when this file is the run's first to ask for it, takes minutes on a busy machine.
  }, options.demo ? 600_000 : undefined);
  afterAll(async () => {
    await nz?.close();
    await au?.close();
    await testDb?.drop();
  });
  const present = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`useTestPortals: the ${what} exists only inside tests`);
    return value;
  };
  return {
    get nz() {
      return present(nz, 'NZ portal');
    },
    get au() {
      return present(au, 'AU portal');
    },
    get testDb() {
      return present(testDb, 'database');
    },
  };
}
