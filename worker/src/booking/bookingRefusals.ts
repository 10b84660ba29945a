// The booking's refusals that say more than an error: a ZIP code outside the area (the page
// then shows the phone number and the quote form) and a time that is gone, with the next
// free times to pick from instead. Thrown like any ApiError; the app's error handler answers
// the body.
import { BOOKING_MESSAGES, type NextSlot } from 'contract/schemas/booking';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, type ErrorBody } from '../http/apiError';

export class BookingRefusal extends ApiError {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    private readonly extra: Record<string, unknown>,
  ) {
    super(status, message);
  }

  override get body(): ErrorBody {
    return { ...super.body, ...this.extra };
  }
}

/** 422 { error, outsideArea: true }. */
export const outsideArea = () => new BookingRefusal(422, BOOKING_MESSAGES.outsideArea, { outsideArea: true });

/** 409 { error, nextSlots }: taken by someone else, or no longer open (too soon, a day off, past the horizon). */
export const slotGone = (reason: 'taken' | 'noLongerOpen', nextSlots: NextSlot[]) => new BookingRefusal(409, BOOKING_MESSAGES[reason], { nextSlots });

/** 400 naming the start: a time that was never offered. */
export const notOffered = () => new ApiError(400, 'The booking has errors', [{ path: 'start', message: BOOKING_MESSAGES.start }]);

/** 503 while BOOKING_LINK_KEY is unset: the emails' links could not be signed. */
export function requireLinkKey(linkKey: string | undefined): string {
  if (!linkKey) throw new ApiError(503, BOOKING_MESSAGES.off);
  return linkKey;
}
