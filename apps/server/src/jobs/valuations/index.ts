export {
  drainValuationQueue,
  ensureSummaries,
  ensureValuationsFresh,
  materialiseAllValuations,
  refreshAllSummaries,
  startValuationJobs,
  VALUATION_DRAIN_QUEUE,
} from './valuation-worker.js';
