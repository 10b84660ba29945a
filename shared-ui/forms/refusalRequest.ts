// What the composer sends a remote to draw a page for a refused form (POST
// <remote base>ssr/refusal, site/src/refusalEndpoint.js): the page's address and the
// refusal. Read by the remote's own server code (tooling/ssr/renderRemote.tsx), which
// refuses anything else: the endpoint is reachable by anyone who finds it.
import { z } from 'contract/schemas/zod';
import { isPublicFormName } from 'contract/emails/formEmails';
import { isBookingFormName } from 'contract/schemas/bookingPages';
import type { FormRefusal } from 'shared-ui/forms/formRefusal';

/** The longest field any public form has is a cover letter; this is well past it. */
const MAX_VALUE = 20_000;
const text = (max: number) => z.string().check(z.maxLength(max));

export const refusalRequestSchema = z.strictObject({
  address: z.string().check(z.regex(/^\/[^/\\]/), z.maxLength(2048)),
  refusal: z.strictObject({
    form: z.string().check(z.refine((form) => isPublicFormName(form) || isBookingFormName(form), 'not a form the composer answers')),
    values: z.record(text(100), text(MAX_VALUE)),
    issues: z.optional(z.array(z.strictObject({ path: text(100), message: text(1000) })).check(z.maxLength(200))),
    alert: z.optional(text(1000)),
    stamp: text(200),
    offer: z.optional(z.record(text(100), z.unknown())),
  }),
});

export interface RefusalRequest {
  address: string;
  refusal: FormRefusal;
}

/** The request, or undefined where it is not one. */
export function readRefusalRequest(body: unknown): RefusalRequest | undefined {
  const parsed = refusalRequestSchema.safeParse(body);
  return parsed.success ? (parsed.data as RefusalRequest) : undefined;
}
