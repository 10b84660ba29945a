import { z } from '../zodFull';
import { ApiError, type Issue } from './apiError';

/** The parsed value, or a 400 listing every problem by field. */
/** Any zod schema: the site's (zod/mini, contract/schemas) or the worker's own (zod). */
export function validate<Schema extends z.core.$ZodType>(schema: Schema, value: unknown, error: string): z.output<Schema> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issues: Issue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new ApiError(400, error, issues);
}
