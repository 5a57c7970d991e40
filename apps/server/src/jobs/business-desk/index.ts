export { BUSINESS_DESK_CRON, BUSINESS_DESK_QUEUE, startBusinessDeskJobs, type BusinessDeskJobsOptions } from './business-desk-jobs.js';
export { DEMO_BUSINESS_DESK_FEED } from '../../modules/business-desk/business-desk-feed-source.js';
