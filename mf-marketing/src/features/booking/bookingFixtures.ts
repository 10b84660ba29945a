// The worker's answers the booking's tests draw from: free times in December 2026 (9:00 AM
// in Chicago is 15:00 UTC then), and the visit a manage link names.
import type { BookingManage, BookingSlots, NextSlot } from 'contract/schemas/booking';

const slot = (date: string, hourUtc: number, time: string) => ({
  start: `${date}T${hourUtc}:00:00.000Z`,
  end: `${date}T${hourUtc + 1}:30:00.000Z`,
  time,
});

export const SLOTS: BookingSlots = {
  timeZone: 'America/Chicago',
  from: '2026-12-07',
  to: '2026-12-20',
  lastBookableDate: '2027-01-06',
  days: [
    { date: '2026-12-08', label: 'Tuesday, December 8', slots: [slot('2026-12-08', 15, '9:00 AM'), slot('2026-12-08', 16, '10:00 AM')] },
    { date: '2026-12-09', label: 'Wednesday, December 9', slots: [slot('2026-12-09', 15, '9:00 AM'), slot('2026-12-09', 19, '1:00 PM')] },
  ],
};

export const TUESDAY_TEN = '2026-12-08T16:00:00.000Z';
export const WEDNESDAY_ONE = '2026-12-09T19:00:00.000Z';

export const NEXT_SLOTS: NextSlot[] = [
  { start: WEDNESDAY_ONE, end: '2026-12-09T20:30:00.000Z', date: '2026-12-09', when: 'Wednesday, December 9, 2026, 1:00 PM Central Time' },
];

export const VISIT: BookingManage = {
  bookingId: 'BK-0123456789',
  kind: 'in-home',
  start: TUESDAY_TEN,
  end: '2026-12-08T17:30:00.000Z',
  when: 'Tuesday, December 8, 2026, 10:00 AM Central Time',
  zip: '53545',
  status: 'booked',
  allows: 'move',
  linkExpiresAt: TUESDAY_TEN,
};
