export {
  drainValuationQueue,
  ensureSummaries,
  ensureValuationsFresh,
  materialiseAllValuations,
  queueEveryAccountForRevaluation,
  refreshAllSummaries,
  startValuationJobs,
  VALUATION_DRAIN_QUEUE,
  VALUATION_WORKERS,
} from './valuation-worker.js';
