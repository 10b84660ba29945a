// The keys an object schema knows, under any refinements and transforms around it: a
// key outside them is one a strict schema refuses.
import { z } from 'zod';

export function schemaKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return schemaKeys(schema.in as z.ZodType);
  throw new Error(`not an object schema: ${schema.def.type}`);
}
