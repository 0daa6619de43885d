/**
 * A failure the caller should see: a code, an HTTP status and the user-facing message (the spec's
 * catalogue text where it has one). Anything that is not an AppError becomes a generic 500.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly userMessage: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(userMessage);
    this.name = 'AppError';
  }
}

/** The spec's generic error text (§8, generic error dialog default). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong! Please try again';
