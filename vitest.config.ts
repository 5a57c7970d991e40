import { defineConfig } from 'vitest/config';

const serverTest = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    // Migrates once per run; each file's fresh database is a copy of that one (test-database.ts).
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

/**
 * One run for every suite (DESIGN §8): the domain rules, the server on PGlite and, when
 * DATABASE_URL is set, the same server suite again on PostgreSQL; and the web components.
 */
export default defineConfig({
  test: {
    // Each server file gets its own database; PGlite and argon2 are CPU-heavy: don't oversubscribe 2 cores.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      serverTest('server-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [serverTest('server-postgres', 'postgres')] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
