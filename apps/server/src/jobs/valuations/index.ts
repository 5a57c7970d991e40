export { drainValuationQueue, ensureValuationsFresh, materialiseAllValuations, ValuationWorker } from './valuation-worker.js';
