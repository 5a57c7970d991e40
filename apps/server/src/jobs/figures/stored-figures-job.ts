import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import { CHANNELS, localDateIn, type Channel } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { yieldToEventLoop } from '../../event-loop.js';
import { anyQueued } from '../valuations/valuation.repo.js';
import { assetClassSummaryFor } from '../../modules/accounts/asset-class-summary.js';
import { fundPerformanceSummaryFor, performanceByFundFor } from '../../modules/accounts/fund-performance.service.js';
import { performanceFor, resolvePeriod, type AccountRow } from '../../modules/accounts/performance.service.js';
import { serializeFigure, STORED_PERIODS, SUMMARY_PERIOD, type StoredFigure } from '../../modules/accounts/stored-figures.js';

/**
 * The stored-figures job (issue 15, twelfth pass; docs/decisions.md): after the valuation job has
 * revalued accounts, it makes each such account's set of stored responses
 * (modules/accounts/stored-figures.ts) with the very functions the routes compute them with. It
 * never holds back a figure: until an account's set is made again, its reads compute as before.
 */
export const STORED_FIGURES_QUEUE = 'stored-figures';

/** A safety net beside the send after each drain: sets left behind (an instance stopped mid-run) are made within minutes. */
export const STORED_FIGURES_CRON = '*/10 * * * *';

/**
 * Concurrent loops of the background job on PostgreSQL: while one waits on the database the other
 * computes. Two, not the drain's six: the figures are never late (a read computes meanwhile), so
 * the job need not take both cores from the requests.
 */
export const STORED_FIGURE_WORKERS = 2;

/** Accounts read per query of those whose set is missing or not current, in account id order. */
const BATCH = 200;

/** How many accounts between looks at the valuation queue: a drain waiting comes first. */
const QUEUE_LOOK_EVERY = 25;

interface Head {
  id: string;
  account_number: string;
  product_type: AccountRow['productType'];
  channel: Channel;
  signup_date: string;
  latest_date: string;
  version: string;
  generation: number | string;
}

/**
 * Makes the set of one account, or does nothing when it has no valuation. The version (the
 * summary's computed_at, as text so no microsecond is lost) and the generation are read before the
 * figures: a revaluation or a change to the funds that lands while they are computed moves them on,
 * so the set is labelled older than it is and never served, never the reverse.
 */
export async function makeStoredFigures(db: Db, accountId: string): Promise<boolean> {
  const heads = (await db.execute(
    sql`select a.id, a.account_number, a.product_type, a.channel, a.signup_date::text as signup_date, s.latest_date::text as latest_date,
               s.computed_at::text as version, g.generation
          from accounts a join account_valuation_summaries s on s.account_id = a.id cross join figure_generation g
         where a.id = ${accountId} and g.id = 1`,
  )) as unknown as { rows: Head[] };
  const head = heads.rows[0];
  if (!head) return false;
  const account = { id: head.id, accountNumber: head.account_number, productType: head.product_type, signupDate: head.signup_date };
  const figures: Array<{ figure: StoredFigure; period: string; body: string }> = [];
  for (const period of STORED_PERIODS) {
    let range;
    try {
      range = resolvePeriod({ period }, account.signupDate, head.latest_date);
    } catch {
      continue; // a button the account is too young for: the route refuses it
    }
    figures.push({ figure: 'performance', period, body: serializeFigure.performance(await performanceFor(db, account, range, period)) });
    figures.push({
      figure: 'performance-by-fund',
      period,
      body: serializeFigure['performance-by-fund'](await performanceByFundFor(db, account, range, period)),
    });
  }
  // The asset class summary values the holdings as at the client's today: stored for that day.
  const today = localDateIn(head.channel);
  const allocation = await assetClassSummaryFor(db, account, today);
  figures.push({ figure: 'asset-class-summary', period: today, body: serializeFigure['asset-class-summary'](allocation) });
  if (account.productType === 'PW') {
    const summary = await fundPerformanceSummaryFor(db, account, head.latest_date);
    figures.push({ figure: 'fund-performance-summary', period: SUMMARY_PERIOD, body: serializeFigure['fund-performance-summary'](summary) });
  }
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into account_figure_sets (account_id, valuation_computed_at, generation, made_at)
          values (${accountId}, ${head.version}::timestamptz, ${Number(head.generation)}, now())
          on conflict (account_id) do update set valuation_computed_at = excluded.valuation_computed_at,
            generation = excluded.generation, made_at = excluded.made_at`,
    );
    await tx.execute(sql`delete from account_figures where account_id = ${accountId}`);
    if (figures.length === 0) return;
    await tx.execute(
      sql`insert into account_figures (account_id, figure, period, body)
          values ${sql.join(
            figures.map((f) => sql`(${accountId}, ${f.figure}, ${f.period}, ${f.body})`),
            sql`, `,
          )}`,
    );
  });
  return true;
}

export interface RefreshOptions {
  /** Concurrent loops (PostgreSQL); 1 on PGlite, whose one connection runs one statement at a time. */
  workers?: number;
  /** Let the event loop serve requests between accounts (the server's background job). */
  yieldBetween?: boolean;
  /** Stop (the rest is made by the next run) when the valuation queue holds accounts: revaluing comes first. */
  yieldToDrain?: boolean;
  /** Asked between accounts: true stops the pass (the rest is made by the next run), as at shutdown. */
  until?: () => boolean;
}

/**
 * One pass, in account id order, over the valued accounts not queued for revaluation whose set is
 * missing or not current; makes each one's set. Returns the sets made. Running it twice, or on two
 * instances at once, makes the same sets (each is replaced whole, in one transaction).
 */
export async function refreshStoredFigures(db: Db, options: RefreshOptions = {}): Promise<number> {
  let made = 0;
  let looked = 0;
  let stopped = false;
  for (let after = '00000000-0000-0000-0000-000000000000'; !stopped; ) {
    const batch = await staleAccounts(db, after, new Date());
    const pending = [...batch];
    const worker = async () => {
      for (let id = pending.shift(); id !== undefined && !stopped; id = pending.shift()) {
        if (options.until?.()) {
          stopped = true;
          break;
        }
        if (await makeStoredFigures(db, id)) made++;
        if (options.yieldToDrain && ++looked % QUEUE_LOOK_EVERY === 0 && (await anyQueued(db))) stopped = true;
        if (options.yieldBetween) await yieldToEventLoop();
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.workers ?? 1) }, worker));
    if (batch.length < BATCH) break;
    after = batch.at(-1)!;
  }
  return made;
}

/**
 * The next BATCH valued accounts after `after`, in id order, not queued, whose set is missing or not
 * current: made from an older valuation or generation, or made on an earlier day of the account's
 * portal than today, so its asset class summary (stored for the day it was made) is not today's. The
 * cron remakes those after each midnight; until it has, the route computes the summary as before.
 */
async function staleAccounts(db: Db, after: string, now: Date): Promise<string[]> {
  const todays = sql.join(
    CHANNELS.map((channel) => sql`(${channel}, ${localDateIn(channel, now)})`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select s.account_id::text as id from account_valuation_summaries s
          cross join figure_generation g
          join accounts a on a.id = s.account_id
          join (values ${todays}) t(channel, today) on t.channel = a.channel
          left join account_figure_sets x on x.account_id = s.account_id
         where g.id = 1 and s.account_id > ${after}::uuid
           and (x.account_id is null or x.valuation_computed_at <> s.computed_at or x.generation <> g.generation
                or not exists (select 1 from account_figures f
                                where f.account_id = s.account_id and f.figure = 'asset-class-summary' and f.period = t.today))
           and not exists (select 1 from valuation_queue q where q.account_id = s.account_id)
         order by s.account_id limit ${BATCH}`,
  )) as unknown as { rows: Array<{ id: string }> };
  return result.rows.map((r) => r.id);
}

/**
 * The job on the engine: a 'stately' queue (at most one run waiting and one running, whatever the
 * number of instances), sent by the valuation drain when it has revalued accounts, at start, and by
 * a cron every ten minutes. Each run yields to the event loop between accounts and stops for a
 * waiting drain.
 */
export async function startStoredFigureJobs(
  boss: PgBoss,
  db: Db,
  options: { log?: FastifyBaseLogger; pollingIntervalSeconds?: number; workers?: number; stopping?: AbortSignal } = {},
): Promise<void> {
  await boss.createQueue(STORED_FIGURES_QUEUE, { name: STORED_FIGURES_QUEUE, policy: 'stately', retryLimit: 3, retryDelay: 30 });
  await boss.schedule(STORED_FIGURES_QUEUE, STORED_FIGURES_CRON);
  await boss.work(
    STORED_FIGURES_QUEUE,
    options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds },
    async () => {
      const made = await refreshStoredFigures(db, {
        workers: options.workers ?? 1,
        yieldBetween: true,
        yieldToDrain: true,
        until: () => options.stopping?.aborted ?? false,
      });
      if (made > 0) options.log?.info({ accounts: made }, 'stored figures made');
    },
  );
  await boss.send(STORED_FIGURES_QUEUE, {});
}
