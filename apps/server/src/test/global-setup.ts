import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPgliteDataDir, openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { adminQuery, urlOfDatabase } from './postgres-admin.js';

/**
 * Where a server project's files find the database every test database is a copy of (test-database.ts).
 * The seeded copies are kept beside it: files named demo_… in the same folder, databases named
 * `<template>_demo_…`; teardown removes them with it.
 */
export interface TestDatabaseTemplate {
  /** The migrated PGlite data directory, an uncompressed tar in a temporary folder of this run. */
  pgliteDataDir?: string;
  /** The migrated PostgreSQL database this run's test databases are created from (CREATE DATABASE … TEMPLATE). */
  postgresTemplate?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/**
 * Runs the migrations once per run and server project, instead of once per test file (DESIGN §8: every
 * file still gets a fresh database of its own, now a copy of the migrated one). Migrating a PGlite costs
 * some 3 s and loading a migrated copy 1 s; on PostgreSQL a copy of a template takes the place of
 * every migration. Teardown removes the template.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB === 'postgres') {
    const { name, drop } = await postgresTemplate();
    project.provide('testDatabaseTemplate', { postgresTemplate: name });
    return drop;
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'tasman-test-'));
  const file = path.join(folder, 'migrated.tar');
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await runMigrations(database);
    const dump = await dumpPgliteDataDir(database);
    if (!dump) throw new Error('global setup: the PGlite data directory could not be dumped');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('testDatabaseTemplate', { pgliteDataDir: file });
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function postgresTemplate(): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `tasman_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  // A template must have no connection open while it is copied, so the migrating one is closed first.
  const database = await openDatabase({ kind: 'postgres', url: urlOfDatabase(name) });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  const drop = async () => {
    // The seeded copies the run's files made of it (test-database.ts), then the template itself.
    const copies = await adminQuery<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [`${name}_demo_`]);
    for (const { datname } of copies) await adminQuery(`drop database if exists ${datname} with (force)`);
    await adminQuery(`drop database if exists ${name} with (force)`);
  };
  return { name, drop };
}
