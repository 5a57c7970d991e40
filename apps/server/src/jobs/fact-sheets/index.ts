export { FUND_DOCUMENT_CRON, fundDocumentQueue, publishFundDocuments, startFundDocumentJobs, type FundDocumentRequest } from './fund-document-jobs.js';
