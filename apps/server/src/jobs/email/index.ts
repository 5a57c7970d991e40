export { deliverDueEmails, EmailWorker, MAX_ATTEMPTS, RETRY_DELAYS_SECONDS, retryDelaySeconds, smtpSender } from './email-worker.js';
export type { DeliveryOptions, EmailSender } from './email-worker.js';
