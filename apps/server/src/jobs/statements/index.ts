export {
  issueAccountStatements,
  previousLocalDate,
  STATEMENT_ACCOUNT_QUEUE,
  STATEMENT_RUN_CRON,
  startStatementJobs,
  startStatementRun,
  statementRunQueue,
} from './statement-jobs.js';
export type { RunRequest, StatementJobsOptions } from './statement-jobs.js';
export { findRecentRuns, statementTotals } from './statement-run.repo.js';
