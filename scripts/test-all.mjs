#!/usr/bin/env node
// `npm test`: every suite, then one plain total line, `N passed, N failed`, over all of them.
// Suites: Vitest (domain, server on PGlite, server on PostgreSQL when DATABASE_URL is set, web) and
// the Playwright browser journeys in system Chromium. Vitest and Playwright write JSON reports that
// this script adds up, because CI reads only the last line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const only = (name) => args.length === 0 || args.includes(name);

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

if (only('unit')) {
  const file = path.join(reports, 'vitest.json');
  const code = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`]);
  const report = readJson(file);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    // A suite that failed to load counts as a failure even though it ran no test.
    const broken = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
    totals.failed += broken;
    lines.push(`vitest: ${report.numPassedTests} passed, ${report.numFailedTests + broken} failed`);
  } else {
    totals.failed += 1;
    lines.push(`vitest: no report (exit ${code}), counted as 1 failed`);
  }
}

if (only('e2e')) {
  if (!existsSync(chromium)) {
    const message = `e2e: no Chromium at ${chromium} (apt-get install chromium); browser tests not run`;
    lines.push(message);
    if (process.env.CI) totals.failed += 1;
  } else {
    const file = path.join(reports, 'e2e.json');
    const code = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      CHROMIUM_PATH: chromium,
    });
    const report = readJson(file);
    if (report?.stats) {
      const { expected, unexpected, flaky, skipped } = report.stats;
      totals.passed += expected + flaky;
      totals.failed += unexpected;
      totals.skipped += skipped;
      const errors = report.errors?.length ?? 0;
      totals.failed += errors;
      lines.push(`e2e: ${expected + flaky} passed, ${unexpected + errors} failed${flaky ? ` (${flaky} flaky)` : ''}`);
    } else {
      totals.failed += 1;
      lines.push(`e2e: no report (exit ${code}), counted as 1 failed`);
    }
  }
}

console.log('');
for (const line of lines) console.log(line);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
