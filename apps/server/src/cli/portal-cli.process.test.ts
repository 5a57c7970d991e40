import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { allServingLine } from '../web-processes.js';

// Real processes: `npm start`'s server and `npm run portal`, as an operator would run them.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');
const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.once('exit', resolve)))));
  for (const cleanup of cleanups) await cleanup();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<{ nz: string; au: string; child: ChildProcess; output: () => string }> {
  const [nzPort, auPort] = [await freePort(), await freePort()];
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, NZ_PORT: String(nzPort), AU_PORT: String(auPort), PORTAL_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const nz = `http://127.0.0.1:${nzPort}`;
  // A cold start (tsx compiling, PGlite opening and migrating) took over a minute on a loaded machine.
  const until = Date.now() + 150_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ok = await fetch(`${nz}/cache/status`).then((r) => r.ok, () => false);
    if (ok) return { nz, au: `http://127.0.0.1:${auPort}`, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start: ${output}`);
}

/** The processes under `root` (children, theirs, and so on), from Linux's /proc. */
function processesUnder(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // it ended meanwhile
    }
  }
  const under: number[] = [];
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parentOf) {
      if ((parent === root || under.includes(parent)) && !under.includes(pid)) {
        under.push(pid);
        grew = true;
      }
    }
  }
  return under;
}

function runCli(args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, ['src/cli/portal.ts', ...args], { cwd: serverDir, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function statusOf(base: string) {
  return (await fetch(`${base}/cache/status`)).json() as Promise<{ currentStatus: boolean | null; currentStatusAus: boolean | null }>;
}

describe('npm run portal -- status (spec 000 §4 Portal status; DESIGN §7)', () => {
  it('refuses a bad command with usage and exit code 2', async () => {
    const result = await runCli(['status', 'sideways', '--channel', 'NZ'], { PORTAL_DATA_DIR: os.tmpdir(), DATABASE_URL: '' });
    expect(result.code).toBe(2);
    expect(result.output).toContain('status needs on or off');
  });

  if (process.env.TEST_DB === 'postgres') {
    it('switches a channel off and on, and two server processes on one PostgreSQL both follow', async () => {
      const testDb: TestDatabase = await createTestDatabase();
      cleanups.push(() => testDb.drop());
      const env = { DATABASE_URL: testDb.url! };
      const first = await startServer(env);
      const second = await startServer(env);
      const off = await runCli(['status', 'off', '--channel', 'NZ'], env);
      expect(off.code, off.output).toBe(0);
      // Audited like the Staff Console's switch, so the audit log shows who took the portal down.
      const audited = (await testDb.database.db.execute(
        sql`select channel, ip, detail from audit_events where event = 'portal-status-changed'`,
      )) as unknown as { rows: Array<{ channel: string; ip: string; detail: string }> };
      expect(audited.rows).toEqual([{ channel: 'NZ', ip: 'cli', detail: 'NZ: maintenance (by the portal command)' }]);
      for (const server of [first, second]) {
        await eventually(async () => expect(await statusOf(server.nz)).toMatchObject({ currentStatus: false }), 10_000);
        await eventually(async () => expect(await statusOf(server.au)).toMatchObject({ currentStatus: false }), 10_000);
      }
      const on = await runCli(['status', 'on', '--channel', 'NZ'], env);
      expect(on.code, on.output).toBe(0);
      for (const server of [first, second]) {
        await eventually(async () => expect((await statusOf(server.nz)).currentStatus).toBe(true), 10_000);
      }
    }, 240_000);
  } else {
    it('reaches a running server on the embedded database through its control channel', async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tasman-cli-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const env = { PORTAL_DATA_DIR: dataDir, DATABASE_URL: '' };
      const server = await startServer(env);
      const off = await runCli(['status', 'off', '--channel', 'AU'], env);
      expect(off.code, off.output).toBe(0);
      expect(off.output).toContain('told the running server');
      await eventually(async () => expect(await statusOf(server.nz)).toMatchObject({ currentStatusAus: false }), 10_000);
      const on = await runCli(['status', 'on', '--channel', 'AU'], env);
      expect(on.code, on.output).toBe(0);
      await eventually(async () => expect((await statusOf(server.au)).currentStatusAus).toBe(true), 10_000);

      // The login notices go through the control channel too, and the login page's info follows.
      const notices = await runCli(
        ['notices', '--channel', 'NZ', '--maintenance-alert', 'on', '--update-notice', 'New: two-factor sign-in', '--distribution', '2026-07-01..2026-07-21'],
        env,
      );
      expect(notices.code, notices.output).toBe(0);
      expect(notices.output).toContain('Maintenance Alert:    on');
      expect(notices.output).toContain('distribution period:  2026-07-01 to 2026-07-21');
      const info = (await (await fetch(`${server.nz}/api/v1/portal/info`)).json()) as { loginNotices: unknown };
      expect(info.loginNotices).toMatchObject({ maintenanceAlert: true, updateNotice: 'New: two-factor sign-in' });
      const bad = await runCli(['notices', '--channel', 'NZ', '--distribution', '2026-07-21..2026-07-01'], env);
      expect(bad.code).toBe(2);
      expect(bad.output).toContain('The distribution period must start on or before its end');

      // Anything else would open the embedded database a second time: refused, with a way out.
      const unlock = await runCli(['unlock', 'someone'], env);
      expect(unlock.code).toBe(1);
      expect(unlock.output).toContain('The portal server is running on the embedded database');
    }, 240_000);
  }
});

describe('npm start on PostgreSQL: one process per core (issue 15, web-processes.ts)', () => {
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'serves from WEB_PROCESSES processes under a supervisor, starts one again that dies, and closes them all on SIGTERM',
    async () => {
      const testDb: TestDatabase = await createTestDatabase();
      cleanups.push(() => testDb.drop());
      const server = await startServer({ DATABASE_URL: testDb.url!, WEB_PROCESSES: '2', PORTAL_WORKERS: 'false' });
      // tsx's own process, then the supervisor, then the two that serve.
      const root = server.child.pid!;
      // The supervisor says when both serve: the first answers before the second has started, and a
      // process just forked still shows the supervisor's environment in /proc until it has started.
      await eventually(() => expect(server.output()).toContain(allServingLine(2)), 60_000);
      expect(processesUnder(root)).toHaveLength(3);
      const [supervisor, ...serving] = processesUnder(root);
      const second = serving.find((pid) => readFileSync(`/proc/${pid}/environ`, 'utf8').includes('PORTAL_WEB_PROCESS=1'))!;
      expect(second).toBeDefined();

      process.kill(second, 'SIGKILL');
      await eventually(() => {
        const now = processesUnder(root);
        expect(now).toHaveLength(3);
        expect(now).not.toContain(second);
        expect(now).toContain(supervisor);
      }, 60_000);
      for (let i = 0; i < 20; i++) expect((await fetch(`${server.nz}/cache/status`)).status).toBe(200);
      // Said once, for the instance's start, not again for a process started again.
      expect(server.output().split(allServingLine(2)).length - 1).toBe(1);

      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      const all = processesUnder(root);
      server.child.kill('SIGTERM');
      await exited;
      await eventually(() => expect(all.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]), 30_000);
    },
    240_000,
  );
});
