import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  AssetClassSummaryResponse,
  FundPerformanceSummaryResponse,
  PerformanceByFundResponse,
  PerformanceResponse,
  type PeriodCode,
} from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { executeNamed } from '../../db/named-statement.js';
import type { AuthContext } from '../auth/auth-context.js';
import { accessCte, accessedAccount, type AccessedAccount } from './account-access.js';
import { jsonSerializerOf } from '../../plugins/response-serializer.js';

/**
 * Stored figures (issue 15, twelfth pass; docs/decisions.md): the responses of the performance
 * screen's buttons, of the wealth fund performance summary and of the asset class summary (for the
 * client's day it was made on, which is its period), made ahead by the stored-figures job
 * (jobs/figures) once an account is revalued, and served as the JSON text they were written as.
 * The figures are the same functions' (performanceFor, performanceByFundFor,
 * fundPerformanceSummaryFor) and the text the same serialiser's as the route's; a read whose set is
 * not current computes them as before.
 */
export type StoredFigure = 'performance' | 'performance-by-fund' | 'fund-performance-summary' | 'asset-class-summary';

/** The buttons of every account's performance block (spec 001 §4) whose figures are stored. */
export const STORED_PERIODS = ['ONE_YEAR', 'THREE_YEARS', 'FIVE_YEARS', 'SINCE_INCEPTION'] as const satisfies readonly PeriodCode[];
export type StoredPeriod = (typeof STORED_PERIODS)[number];

/** The fund performance summary has no period of its own: its three ranges end on the latest day. */
export const SUMMARY_PERIOD = 'LATEST';

export const isStoredPeriod = (period: PeriodCode): period is StoredPeriod => (STORED_PERIODS as readonly string[]).includes(period);

/** A response as stored: JSON text the route sends as it is. */
export class StoredJson {
  constructor(readonly text: string) {}
}

/** Each stored figure's text, written by the serialiser the route itself uses for its 200 response. */
export const serializeFigure: Record<StoredFigure, (data: unknown) => string> = {
  performance: jsonSerializerOf(PerformanceResponse),
  'performance-by-fund': jsonSerializerOf(PerformanceByFundResponse),
  'fund-performance-summary': jsonSerializerOf(FundPerformanceSummaryResponse),
  'asset-class-summary': jsonSerializerOf(AssetClassSummaryResponse),
};

/**
 * The stored response of the account a caller asks for by number, with the access check in the same
 * statement (account-access.ts accessCte: one round trip where there were two, issue 15). Null when
 * the caller may read the account but the figure is not served as stored: the account is not valued
 * or is queued for revaluation, or its set is missing or not current, made from a valuation the
 * account no longer has (its summary's computed_at moved on) or before a change to the funds or to
 * the account's dates (figure_generation moved on), or `storedFor` says the account's product has none
 * (the caller then computes the figure, checking access as it always has). The answer for a missing
 * account when the caller may not read it.
 */
export async function storedFigureOf(
  db: Db,
  auth: AuthContext,
  accountNumber: string,
  figure: StoredFigure,
  period: string,
  storedFor: (account: AccessedAccount) => boolean = () => true,
): Promise<StoredJson | null> {
  const rows = await executeNamed<{ account: string | null; body: string | null }>(
    db,
    sql`with ${accessCte(auth, accountNumber)}
        select (select account from acc) as account, (
          select f.body from acc
            join account_figures f on f.account_id = acc.id
            join account_figure_sets x on x.account_id = f.account_id
            join account_valuation_summaries s on s.account_id = x.account_id and s.computed_at = x.valuation_computed_at
            join figure_generation g on g.id = 1 and g.generation = x.generation
           where f.figure = ${figure} and f.period = ${period}
             and not exists (select 1 from valuation_queue q where q.account_id = acc.id)
        ) as body`,
    'stored_figure',
  );
  const account = accessedAccount(rows[0]?.account);
  const body = rows[0]?.body ?? null;
  return body !== null && storedFor(account) ? new StoredJson(body) : null;
}

/** A route's answer: a stored response's text as it is, or a computed one through the route's serialiser. */
export function figuresReply<T>(reply: FastifyReply, figures: T | StoredJson): T | FastifyReply {
  return figures instanceof StoredJson ? reply.type('application/json; charset=utf-8').send(figures.text) : figures;
}
