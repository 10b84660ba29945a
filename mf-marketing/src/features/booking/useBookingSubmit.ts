// Step two's send once the scripts run: the form's values and the bot signals (honeypot,
// fill time) to the worker's POST /booking. A booking goes on to its confirmation page
// (a page load: the composer draws it from the address); a refusal goes back to the form.
import { useCallback } from 'react';
import type { BotSignals } from 'contract/schemas/botSignals';
import { bookingConfirmedAddress } from 'contract/schemas/bookingPages';
import { postBooking, type BookingRefusal } from './bookingApi';
import type { BookingValues } from './BookingDetailsForm';

export interface BookingSubmitOptions {
  signals: () => BotSignals;
  onBooked: (address: string) => void;
  onRefused: (values: BookingValues, refusal: BookingRefusal) => Promise<void> | void;
}

export function useBookingSubmit({ signals, onBooked, onRefused }: BookingSubmitOptions) {
  return useCallback(
    async (values: BookingValues) => {
      const answer = await postBooking({ ...values, ...signals() });
      if ('answer' in answer) {
        const { bookingId, kind, start } = answer.answer;
        onBooked(bookingConfirmedAddress({ booking: bookingId, kind, start }));
        return;
      }
      await onRefused(values, answer);
    },
    [signals, onBooked, onRefused],
  );
}
