export { JOB_SCHEMA, startJobEngine, stopJobEngine } from './job-engine.js';
export type { JobEngineOptions } from './job-engine.js';
export { sqlExecutor } from './sql-executor.js';
