import { ERRORS, type ErrorId } from '@tasman/domain';

/** A failure with one of the catalogue's ids; the error handler answers it as { Id, Message }. */
export class ApiError extends Error {
  readonly id: ErrorId;
  readonly status: number;
  /** For 429: how long until the limit's window ends (the Retry-After header). */
  readonly retryAfterSeconds: number | undefined;

  constructor(id: ErrorId, message?: string, options?: { cause?: unknown; retryAfterSeconds?: number }) {
    super(message ?? ERRORS[id].message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.id = id;
    this.status = ERRORS[id].status;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}
