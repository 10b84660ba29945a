// The keys an object schema knows, under any refinements and transforms around it: a
// key outside them is one a strict schema refuses.
import type { $ZodObject, $ZodPipe, $ZodType } from 'zod/v4/core';

export function schemaKeys(schema: $ZodType): string[] {
  const def = schema._zod.def;
  if (def.type === 'object') return Object.keys((schema as $ZodObject)._zod.def.shape);
  if (def.type === 'pipe') return schemaKeys((schema as $ZodPipe)._zod.def.in);
  throw new Error(`not an object schema: ${def.type}`);
}
