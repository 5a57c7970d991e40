import { ERRORS, type ErrorId } from '@tasman/domain';

/** A failure with one of the catalogue's ids; the error handler answers it as { Id, Message }. */
export class ApiError extends Error {
  readonly id: ErrorId;
  readonly status: number;

  constructor(id: ErrorId, message?: string, options?: { cause: unknown }) {
    super(message ?? ERRORS[id].message, options);
    this.id = id;
    this.status = ERRORS[id].status;
  }
}
