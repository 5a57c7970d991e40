// DESIGN §9: initial JavaScript of the sign-in page ≤ 150 KB gzip; each lazy route chunk ≤ 100 KB gzip.
//
// Builds nothing itself: run `npm run build` first. Serves the built app with a server on an empty
// embedded database (no demo data needed for /login), opens /login in the system Chromium, and
// adds up the gzip size of every JavaScript file the page loaded before it settled. Then gzips every
// chunk in apps/web/dist/assets to check the per-chunk budget.
//
//   node bench/bundle-size.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const assets = path.join(root, 'apps/web/dist/assets');
const LOGIN_BUDGET_KB = 150;
const CHUNK_BUDGET_KB = 100;
const port = 4890;

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tasman-bundle-'));
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, NZ_PORT: String(port), AU_PORT: String(port + 1), PORTAL_DATA_DIR: dataDir, PORTAL_DEMO: 'false', DATABASE_URL: '', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/cache/status`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

let failed;
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.add(path.basename(url.pathname));
  });
  await page.goto(`http://localhost:${port}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await browser.close();

  const loaded = [...scripts].map((name) => ({ name, kb: gzipKb(path.join(assets, name)) })).sort((a, b) => b.kb - a.kb);
  const total = loaded.reduce((sum, s) => sum + s.kb, 0);
  console.log(`/login loaded ${loaded.length} scripts:`);
  for (const s of loaded) console.log(`  ${s.kb.toFixed(1).padStart(6)} KB  ${s.name}`);
  const loginOk = total <= LOGIN_BUDGET_KB;
  console.log(`/login initial JavaScript: ${total.toFixed(1)} KB gzip (budget ${LOGIN_BUDGET_KB}) ${loginOk ? 'met' : 'MISSED'}`);

  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((name) => ({ name, kb: gzipKb(path.join(assets, name)) }))
    .sort((a, b) => b.kb - a.kb);
  const over = chunks.filter((c) => !scripts.has(c.name) && c.kb > CHUNK_BUDGET_KB);
  const largestLazy = chunks.find((c) => !scripts.has(c.name));
  console.log(`largest lazy chunk: ${largestLazy ? `${largestLazy.kb.toFixed(1)} KB ${largestLazy.name}` : 'none'} (budget ${CHUNK_BUDGET_KB}) ${over.length === 0 ? 'met' : 'MISSED'}`);
  for (const c of over) console.log(`  over budget: ${c.kb.toFixed(1)} KB ${c.name}`);
  failed = !loginOk || over.length > 0;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
