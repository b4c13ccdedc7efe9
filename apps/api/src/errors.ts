import type { ErrorCode } from '@naijabid/shared/error-codes';
import { errorCodes } from '@naijabid/shared/error-codes';

/** The one domain error: a code that fixes the HTTP status, and a sentence a person can read. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { fieldErrors?: Record<string, string>; retryAfterSeconds?: number; shortByKobo?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorCodes[code];
  }
}
