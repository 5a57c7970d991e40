export {
  drainValuationQueue,
  ensureSummaries,
  ensureValuationsFresh,
  materialiseAllValuations,
  refreshAllSummaries,
  ValuationWorker,
} from './valuation-worker.js';
