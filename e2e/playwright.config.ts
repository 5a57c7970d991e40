import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the built app and a real server on a fresh embedded database with demo
 * data, in Debian's Chromium (never a downloaded browser).
 */
const root = path.resolve(import.meta.dirname, '..');
export const NZ_PORT = Number(process.env.E2E_NZ_PORT ?? 4310);
export const AU_PORT = Number(process.env.E2E_AU_PORT ?? 4311);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'tasman-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: 1,
  // In CI a journey that fails is run once more: a pass then counts, reported as flaky with its first
  // failure named by `npm test` (docs/decisions.md 2026-11-25). Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${NZ_PORT}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npm run build && npx tsx apps/server/src/main.ts',
    cwd: root,
    url: `http://localhost:${NZ_PORT}/cache/status`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NZ_PORT: String(NZ_PORT),
      AU_PORT: String(AU_PORT),
      PORTAL_DATA_DIR: dataDir,
      PORTAL_DEMO: 'true',
      // The browser tests share one server and one address, and sign the same demo users in many
      // times, so the limits by IP and by username would trip over each other.
      SIGN_IN_RATE_PER_MINUTE: '1000',
      ACCOUNT_RATE_PER_15_MINUTES: '1000',
      RECOVERY_RATE_PER_HOUR: '1000',
      // Statements are issued when downloaded, not all at start: the rendering would compete with the browser.
      PORTAL_DEMO_STATEMENTS: 'false',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  },
});
