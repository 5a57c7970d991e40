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

/** What `work` answers, or null where it answers one of the catalogue's errors (an ApiError): a refusal, not a fault. */
export async function unlessRefused<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
