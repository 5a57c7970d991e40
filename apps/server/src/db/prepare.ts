import type { Database } from './client.js';
import { runMigrations } from './migrate.js';

const PREPARE_LOCK_KEY = 727_001;

/**
 * Migrates and then runs afterMigrate (e.g. loading demo data into an empty database). Instances
 * that start together on one PostgreSQL take turns, so the schema and the demo data arrive once.
 */
export async function prepareDatabase<T>(database: Database, afterMigrate: () => Promise<T>): Promise<T> {
  return database.withLock(PREPARE_LOCK_KEY, async () => {
    await runMigrations(database);
    return afterMigrate();
  });
}
