export {
  dispatchScheduledPublications,
  PUBLICATION_DISPATCH_QUEUE,
  PUBLICATION_RETRY,
  PUBLICATION_SEND_QUEUE,
  startPublicationJobs,
} from './publication-jobs.js';
export type { PublicationJobsOptions } from './publication-jobs.js';
