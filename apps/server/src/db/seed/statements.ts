import { statementSchedule } from '@tasman/domain';
import type { reports } from '../schema/reports.js';
import type { AccountPlan } from './account-plan.js';
import { addDays, type IsoDate } from './calendar.js';
import type { PrivateEquityResult } from './private-equity-transactions.js';

type ReportInsert = typeof reports.$inferInsert;

/**
 * Records of statements already produced for each account, by the one schedule the statement job
 * uses (domain statementSchedule): those due two weeks before `today` (the production lag), the PDFs
 * written by the statement job (issued in the background at start, or on first download).
 */
export function buildStatementRows(
  plans: readonly AccountPlan[],
  privateEquity: ReadonlyMap<string, PrivateEquityResult>,
  today: IsoDate,
): ReportInsert[] {
  const ready = addDays(today, -14);
  return plans.flatMap((plan) => statementSchedule(plan, privateEquity.get(plan.id)?.calls ?? [], ready));
}
