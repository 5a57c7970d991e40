import { describe, expect, it } from 'vitest';
import type { Channel, StatementRunsResponse } from '@tasman/domain';
import { statementRunAccounts, statementRuns } from '../../db/schema/index.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestPortals } from '../../test/use-test-app.js';

const ctx = useTestPortals();
const db = () => ctx.testDb.database.db;

async function signedIn(channel: Channel, userType: 'Staff' | 'Client' | 'Intermediary' = 'Staff') {
  const { user } = await createUser(db(), { userType, channel });
  const browser = new TestBrowser(channel === 'NZ' ? ctx.nz : ctx.au);
  expect((await browser.signIn(user.username)).statusCode).toBe(200);
  return browser;
}

/** A run with accounts in each state: 2 done (3 statements), 1 queued, 1 failed. */
async function runWithProgress(channel: Channel, asAt: string) {
  const { client } = await createUser(db(), { channel });
  const accounts = [];
  for (let i = 0; i < 4; i++) accounts.push(await giveAccount(db(), client!.id, channel === 'NZ' ? 'KS' : 'UT-AUS', { channel }));
  const [run] = await db().insert(statementRuns).values({ channel, asAt, kind: 'scheduled' }).returning();
  await db()
    .insert(statementRunAccounts)
    .values([
      { runId: run!.id, accountId: accounts[0]!.id, state: 'done', statementsIssued: 2, attempts: 1 },
      { runId: run!.id, accountId: accounts[1]!.id, state: 'done', statementsIssued: 1, attempts: 2 },
      { runId: run!.id, accountId: accounts[2]!.id, state: 'queued' },
      { runId: run!.id, accountId: accounts[3]!.id, state: 'failed', attempts: 5, lastError: 'render failed' },
    ]);
  return run!;
}

describe('GET /api/v1/staff/statement-runs', () => {
  it('answers 401 to nobody and 403 to a client and an adviser', async () => {
    expect((await new TestBrowser(ctx.nz).get('/api/v1/staff/statement-runs')).statusCode).toBe(401);
    for (const userType of ['Client', 'Intermediary'] as const) {
      const response = await (await signedIn('NZ', userType)).get('/api/v1/staff/statement-runs');
      expect(response.statusCode, userType).toBe(403);
      expect(response.json()).toMatchObject({ Id: 'Forbidden' });
    }
  });

  it("shows staff their own portal's runs with accounts counted by state, never the other portal's", async () => {
    const nzRun = await runWithProgress('NZ', '2026-09-30');
    const auRun = await runWithProgress('AU', '2026-06-30');
    const nz = (await (await signedIn('NZ')).get('/api/v1/staff/statement-runs')).json() as StatementRunsResponse;
    expect(nz.runs.map((r) => r.runId)).toEqual([nzRun.id]);
    expect(nz.runs[0]).toMatchObject({
      channel: 'NZ',
      asAt: '2026-09-30',
      kind: 'scheduled',
      accounts: 4,
      queued: 1,
      done: 2,
      failed: 1,
      statementsIssued: 3,
    });
    expect(Date.parse(nz.runs[0]!.startedAt)).not.toBeNaN();
    const au = (await (await signedIn('AU')).get('/api/v1/staff/statement-runs')).json() as StatementRunsResponse;
    expect(au.runs.map((r) => r.runId)).toEqual([auRun.id]);
  });

  it('is read-only: no query or body is taken', async () => {
    const browser = await signedIn('NZ');
    const response = await browser.send('POST', '/api/v1/staff/statement-runs', {});
    expect([404, 405]).toContain(response.statusCode);
  });
});
