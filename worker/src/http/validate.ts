import type { z } from 'zod';
import { ApiError, type Issue } from './apiError';

/** The parsed value, or a 400 listing every problem by field. */
export function validate<Schema extends z.ZodType>(schema: Schema, value: unknown, error: string): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues: Issue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new ApiError(400, error, issues);
}
