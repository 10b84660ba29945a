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
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: Issue[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get body(): ErrorBody {
    return this.issues ? { error: this.message, issues: this.issues } : { error: this.message };
  }
}
