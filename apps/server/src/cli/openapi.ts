import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.js';
import { parseEnv } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/openapi.json');

/**
 * Writes docs/openapi.json from the routes' schemas; with --check, fails when the committed file
 * differs from what the code would generate (STYLE: generated, committed and checked for drift).
 */
async function main(check: boolean): Promise<number> {
  const database = await openDatabase({ kind: 'pglite' });
  await runMigrations(database);
  // Production settings (so the document shows what production serves); a throwaway key encrypts nothing here.
  const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
  const app = await buildApp({ env, channel: 'NZ', database });
  await app.ready();
  const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  await app.close();
  await database.close();
  if (!check) {
    writeFileSync(target, document);
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
    return 0;
  }
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // missing counts as drift
  }
  if (committed === document) {
    console.log('docs/openapi.json is up to date');
    return 0;
  }
  console.error('docs/openapi.json is out of date: run `npm run openapi` and commit it');
  return 1;
}

main(process.argv.includes('--check')).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
