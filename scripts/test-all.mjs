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
// The names of the failing tests, printed just above the totals: CI shows only the end of the output.
const failures = [];

const COLOUR_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first line of an error message, without colour codes, cut to a readable length. */
function firstLine(message) {
  const line = String(message ?? '').replace(COLOUR_CODES, '').split('\n').find((l) => l.trim() !== '') ?? '';
  return line.trim().slice(0, 200);
}

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

/** Playwright's JSON report nests suites; a test failed when its last result is neither passed nor skipped. */
function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        // A flaky test passed on its retry: it counts as passed, but its first failure is named too.
        const failed = test.results?.find((result) => result.status !== 'passed' && result.status !== 'skipped');
        const label = test.status === 'flaky' ? 'e2e (flaky, passed on retry)' : 'e2e';
        failures.push(`${label} ${[...here, spec.title].join(' › ')}: ${firstLine(failed?.error?.message)}`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], here);
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
    const brokenFiles = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0);
    const broken = brokenFiles.length;
    totals.failed += broken;
    for (const file of report.testResults) {
      const where = path.relative(root, file.name);
      if (file.assertionResults.length === 0 && file.status === 'failed') failures.push(`vitest ${where}: ${firstLine(file.message)}`);
      for (const test of file.assertionResults) {
        if (test.status === 'failed') failures.push(`vitest ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
    }
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
      for (const error of report.errors ?? []) failures.push(`e2e: ${firstLine(error.message)}`);
      collectPlaywrightFailures(report.suites ?? [], []);
      lines.push(`e2e: ${expected + flaky} passed, ${unexpected + errors} failed${flaky ? ` (${flaky} flaky)` : ''}`);
    } else {
      totals.failed += 1;
      lines.push(`e2e: no report (exit ${code}), counted as 1 failed`);
    }
  }
}

console.log('');
if (failures.length > 0) {
  console.log('failed or flaky:');
  for (const failure of failures) console.log(`  ${failure}`);
}
for (const line of lines) console.log(line);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
