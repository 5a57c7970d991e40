export {
  dispatchQueuedEmails,
  EMAIL_DISPATCH_QUEUE,
  EMAIL_RETRY,
  EMAIL_SEND_QUEUE,
  MAX_ATTEMPTS,
  minimumRetryDelaySeconds,
  sendQueuedEmail,
  smtpSender,
  startEmailJobs,
} from './email-worker.js';
export type { Attempt, DeliveryOptions, EmailJobsOptions, EmailSender, RetryPolicy } from './email-worker.js';
