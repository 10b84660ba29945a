// Errors as answers: every refusal is a status and a JSON body that says why.
import type { z } from 'zod';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 503;

export class ServiceError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const MAX_JSON_BYTES = 64 * 1024;

/** The request's JSON body, checked against `schema`; a 4xx ServiceError otherwise. */
export async function jsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw new ServiceError(413, `the body is larger than ${MAX_JSON_BYTES} bytes`);
  let json: unknown;
  try {
    json = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new ServiceError(400, 'the body is not JSON');
  }
  return checked(json, schema);
}

/** `value` checked against `schema`; a 400 ServiceError listing the issues (their paths under `path`) otherwise. */
export function checked<T>(value: unknown, schema: z.ZodType<T>, path: string[] = []): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: [...path, ...issue.path.map(String)].join('.'), message: issue.message }));
    throw new ServiceError(400, 'the body is not what this request takes', { issues });
  }
  return parsed.data;
}
