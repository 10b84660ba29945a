// What the composer drew a booking page with (contract/schemas/bookingPages.ts): the form
// it is for, what was asked or posted, the refusal's messages, and the offer it read from
// the worker, parsed here (it arrives as unknown JSON). Nothing at build time.
import { useContext } from 'react';
import { bookingOfferSchema, isBookingFormName, type BookingFormName, type BookingOffer } from 'contract/schemas/bookingPages';
import { FormRefusalContext, type RefusalIssue } from 'shared-ui/forms/formRefusal';

export interface BookingDrawing {
  form: BookingFormName;
  values: Record<string, string>;
  issues: RefusalIssue[];
  alert?: string | undefined;
  stamp: string;
  /** {} where the composer read nothing, or something this page cannot read. */
  offer: BookingOffer;
}

export function useBookingDrawing(): BookingDrawing | undefined {
  const refusal = useContext(FormRefusalContext);
  if (!refusal || !isBookingFormName(refusal.form)) return undefined;
  const offer = bookingOfferSchema.safeParse(refusal.offer ?? {});
  return {
    form: refusal.form,
    values: { ...refusal.values },
    issues: [...(refusal.issues ?? [])],
    alert: refusal.alert,
    stamp: refusal.stamp,
    offer: offer.success ? offer.data : {},
  };
}

/** The first message about `field`, if any. */
export const issueOf = (issues: readonly RefusalIssue[], field: string) => issues.find((issue) => issue.path === field)?.message;
