// Office booking answers for the booking pages' tests, as the contract shapes them.
import type { BookingSlots } from 'contract/schemas/booking';
import type { BookingSettings, OfficeBooking, OfficeBookingList } from 'contract/schemas/bookingOffice';

export const VISIT: OfficeBooking = {
  bookingId: 'BK-7K3M9QX2VD',
  kind: 'in-home',
  start: '2026-12-08T16:00:00.000Z',
  end: '2026-12-08T17:30:00.000Z',
  time: '10:00 AM',
  status: 'booked',
  zip: '53545',
  name: 'Robin Fields',
  email: 'robin@example.com',
  phone: '608-555-0142',
  address: '12 Milton Ave, Janesville',
  interest: 'Home theater',
  notes: 'Basement, about 400 sq ft.',
  createdAt: '2026-11-27T14:00:00.000Z',
  movedAt: null,
  cancelledAt: null,
  confirmation: 'sent',
  reminder: null,
};

export const CALL: OfficeBooking = {
  ...VISIT,
  bookingId: 'BK-A1B2C3D4E5',
  kind: 'phone',
  start: '2026-12-09T20:00:00.000Z',
  end: '2026-12-09T21:30:00.000Z',
  time: '2:00 PM',
  name: 'Sam Okafor',
  email: 'sam@example.com',
  phone: '608-555-0199',
  address: '',
  interest: '',
  notes: '',
  confirmation: 'failed: the email service refused it',
};

export const LIST: OfficeBookingList = {
  from: '2026-12-07',
  to: '2026-12-20',
  days: [
    { date: '2026-12-08', label: 'Tuesday, December 8', bookings: [VISIT] },
    { date: '2026-12-09', label: 'Wednesday, December 9', bookings: [CALL] },
  ],
};

export const SLOTS: BookingSlots = {
  timeZone: 'America/Chicago',
  from: '2026-12-07',
  to: '2026-12-20',
  lastBookableDate: '2027-12-07',
  days: [
    {
      date: '2026-12-10',
      label: 'Thursday, December 10',
      slots: [
        { start: '2026-12-10T15:00:00.000Z', end: '2026-12-10T16:30:00.000Z', time: '9:00 AM' },
        { start: '2026-12-10T19:00:00.000Z', end: '2026-12-10T20:30:00.000Z', time: '1:00 PM' },
      ],
    },
  ],
};

const WEEKDAY_HOURS = { opens: '09:00', closes: '17:00' };

export const SETTINGS: BookingSettings = {
  weeklyHours: {
    sunday: null,
    monday: WEEKDAY_HOURS,
    tuesday: WEEKDAY_HOURS,
    wednesday: WEEKDAY_HOURS,
    thursday: WEEKDAY_HOURS,
    friday: WEEKDAY_HOURS,
    saturday: null,
  },
  visitMinutes: 90,
  bufferMinutes: 30,
  dailyMax: 4,
  noticeHours: 24,
  horizonDays: 30,
  zips: ['53545', '53546'],
};
