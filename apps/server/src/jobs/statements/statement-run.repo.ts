import { and, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Channel } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { accounts, peCapitalCalls, peCommitments, reports, statementRunAccounts, statementRuns } from '../../db/schema/index.js';

export type RunKind = 'scheduled' | 'recorded';

/** The run of a channel, date and kind: made once, found again by a second run (another instance, a retry). */
export async function ensureRun(db: Db, channel: Channel, asAt: string, kind: RunKind): Promise<string> {
  await db.insert(statementRuns).values({ channel, asAt, kind }).onConflictDoNothing();
  const [run] = await db
    .select({ id: statementRuns.id })
    .from(statementRuns)
    .where(and(eq(statementRuns.channel, channel), eq(statementRuns.asAt, asAt), eq(statementRuns.kind, kind)));
  if (!run) throw new Error(`statement run ${channel} ${asAt} ${kind} neither made nor found`);
  return run.id;
}

/**
 * Adds the run's accounts (once each): a scheduled run takes every account of the channel open by
 * the date (not pending); a 'recorded' run the accounts with statements recorded but not issued.
 */
export async function addRunAccounts(db: Db, runId: string, channel: Channel, asAt: string, kind: RunKind): Promise<void> {
  const chosen =
    kind === 'scheduled'
      ? sql`select ${runId}::uuid, a.id from accounts a
            where a.channel = ${channel} and a.account_status <> 'P' and a.signup_date <= ${asAt}`
      : sql`select distinct ${runId}::uuid, r.account_id from reports r join accounts a on a.id = r.account_id
            where a.channel = ${channel} and r.issued_at is null and r.report_date <= ${asAt}`;
  await db.execute(sql`insert into statement_run_accounts (run_id, account_id) ${chosen} on conflict do nothing`);
}

/** The run's accounts still to do; failed ones are queued again (a new run of the same date retries them). */
export async function requeueRunAccounts(db: Db, runId: string): Promise<string[]> {
  await db
    .update(statementRunAccounts)
    .set({ state: 'queued', updatedAt: new Date() })
    .where(and(eq(statementRunAccounts.runId, runId), eq(statementRunAccounts.state, 'failed')));
  const rows = await db
    .select({ accountId: statementRunAccounts.accountId })
    .from(statementRunAccounts)
    .where(and(eq(statementRunAccounts.runId, runId), eq(statementRunAccounts.state, 'queued')))
    .orderBy(statementRunAccounts.accountId);
  return rows.map((row) => row.accountId);
}

/** What the schedule needs of an account, and the capital calls noticed by the date. */
export async function findScheduleInputs(db: Db, accountId: string, asAt: string) {
  const [account] = await db
    .select({
      id: accounts.id,
      accountNumber: accounts.accountNumber,
      productType: accounts.productType,
      accountStatus: accounts.accountStatus,
      signupDate: accounts.signupDate,
      closedDate: accounts.closedDate,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) return null;
  const calls = await db
    .select({ callNumber: peCapitalCalls.callNumber, noticeDate: peCapitalCalls.noticeDate, dueDate: peCapitalCalls.dueDate })
    .from(peCapitalCalls)
    .innerJoin(peCommitments, eq(peCommitments.id, peCapitalCalls.commitmentId))
    .where(and(eq(peCommitments.accountId, accountId), lte(peCapitalCalls.noticeDate, asAt)))
    .orderBy(peCapitalCalls.noticeDate, peCapitalCalls.callNumber);
  return { account, calls };
}

/** The account's statements recorded by the date but not yet issued, oldest first. */
export async function findUnissued(db: Db, accountId: string, asAt: string): Promise<string[]> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.accountId, accountId), isNull(reports.issuedAt), lte(reports.reportDate, asAt)))
    .orderBy(reports.reportDate, reports.id);
  return rows.map((row) => row.id);
}

export async function markAccountDone(db: Db, runId: string, accountId: string, issued: number, attempts: number): Promise<void> {
  await db
    .update(statementRunAccounts)
    .set({ state: 'done', statementsIssued: sql`${statementRunAccounts.statementsIssued} + ${issued}`, attempts, lastError: null, updatedAt: new Date() })
    .where(and(eq(statementRunAccounts.runId, runId), eq(statementRunAccounts.accountId, accountId)));
}

export async function markAccountAttemptFailed(db: Db, runId: string, accountId: string, outcome: { attempts: number; error: string; final: boolean; issued: number }) {
  await db
    .update(statementRunAccounts)
    .set({
      attempts: outcome.attempts,
      lastError: outcome.error,
      statementsIssued: sql`${statementRunAccounts.statementsIssued} + ${outcome.issued}`,
      ...(outcome.final ? { state: 'failed' as const } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(statementRunAccounts.runId, runId), eq(statementRunAccounts.accountId, accountId), ne(statementRunAccounts.state, 'done')));
}

/** Recent runs of a channel with their accounts counted by state (the staff progress view). */
export async function findRecentRuns(db: Db, channel: Channel, limit: number) {
  const runs = await db
    .select()
    .from(statementRuns)
    .where(eq(statementRuns.channel, channel))
    .orderBy(desc(statementRuns.startedAt), desc(statementRuns.asAt))
    .limit(limit);
  if (runs.length === 0) return [];
  const counts = await db
    .select({
      runId: statementRunAccounts.runId,
      state: statementRunAccounts.state,
      accounts: sql<number>`count(*)::int`,
      statements: sql<number>`coalesce(sum(${statementRunAccounts.statementsIssued}), 0)::int`,
      lastUpdate: sql<Date | null>`max(${statementRunAccounts.updatedAt})`,
    })
    .from(statementRunAccounts)
    .where(inArray(statementRunAccounts.runId, runs.map((run) => run.id)))
    .groupBy(statementRunAccounts.runId, statementRunAccounts.state);
  return runs.map((run) => {
    const mine = counts.filter((c) => c.runId === run.id);
    const of = (state: string) => mine.find((c) => c.state === state)?.accounts ?? 0;
    const updates = mine.map((c) => (c.lastUpdate ? new Date(c.lastUpdate).getTime() : 0));
    return {
      ...run,
      queued: of('queued'),
      done: of('done'),
      failed: of('failed'),
      statementsIssued: mine.reduce((sum, c) => sum + c.statements, 0),
      lastUpdateAt: updates.length > 0 && Math.max(...updates) > 0 ? new Date(Math.max(...updates)) : null,
    };
  });
}

/**
 * The channel's statements by a date, counted and checksummed: how many are recorded, how many issued,
 * and one MD5 over every issued statement's storage key and SHA-256 in key order — equal before and
 * after a re-run exactly when nothing was lost, doubled or rewritten.
 */
export async function statementTotals(db: Db, channel: Channel, asAt: string) {
  const result = (await db.execute(sql`
    select count(*)::int as recorded,
           count(r.issued_at)::int as issued,
           coalesce(md5(string_agg(r.storage_key || ':' || r.sha256, ',' order by r.storage_key) filter (where r.issued_at is not null)), '') as checksum
    from reports r join accounts a on a.id = r.account_id
    where a.channel = ${channel} and r.report_date <= ${asAt}`)) as unknown as { rows: Array<{ recorded: number; issued: number; checksum: string }> };
  return result.rows[0] ?? { recorded: 0, issued: 0, checksum: '' };
}
