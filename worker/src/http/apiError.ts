// An answer other than 2xx that a route decides on: the app's error handler turns it
// into the JSON error every endpoint uses.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface Issue {
  /** The field, dot-separated as react-hook-form names it; '' for the body itself. */
  path: string;
  message: string;
}

export interface ErrorBody {
  error: string;
  issues?: Issue[];
  /** With a 429: when to send again (also in the Retry-After header). */
  retryAfterSeconds?: number;
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: Issue[],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get body(): ErrorBody {
    const body: ErrorBody = { error: this.message };
    if (this.issues) body.issues = this.issues;
    if (this.retryAfterSeconds !== undefined) body.retryAfterSeconds = this.retryAfterSeconds;
    return body;
  }

  get headers(): Record<string, string> {
    return this.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(this.retryAfterSeconds) };
  }
}

/** A 429 refusal: `message` says what to do, the body and Retry-After say when. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new ApiError(429, message, undefined, retryAfterSeconds);
