// The free times on a fixed clock, across the daylight-saving changes of 2026-11-01 (the
// clocks fall back at 2:00) and 2027-03-14 (they spring forward at 2:00). Expected instants
// come from the time-zone library (`chicago`); where a test writes one out, it says the
// wall time it stands for.
import type { BookingSettings } from 'contract/schemas/bookingOffice';
import { chicago, MIGRATION_SETTINGS } from '../../test/booking';
import { clockTime } from 'contract/time/officeClock';
import { daySlots, freeSlots, requestedSlot, visitorWindow, type BookedVisit, type Calendar } from './slots';

/** The migration's defaults. */
const SETTINGS = MIGRATION_SETTINGS;

const EMPTY: Calendar = { daysOff: new Set(), booked: [] };

const startsOf = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());
const clockTimesOf = (slots: { start: Date }[]) => slots.map((slot) => clockTime(slot.start));

const booked = (start: string, minutes: number, localDay: string): BookedVisit => ({
  start: new Date(start),
  end: new Date(new Date(start).getTime() + minutes * 60_000),
  localDay,
});

describe('daySlots', () => {
  it('offers a weekday a start every half hour while a visit still ends by closing time', () => {
    const slots = daySlots('2026-12-08', SETTINGS);
    expect(clockTimesOf(slots)).toEqual([
      '9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM',
      '12:30 PM', '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM',
    ]);
    expect(slots.at(-1)!.end.toISOString()).toBe(chicago(2026, 12, 8, 17));
    expect(daySlots('2026-12-06', SETTINGS)).toEqual([]);
  });
});

describe('the weekdays around the night the clocks fall back (2026-11-01)', () => {
  const window = visitorWindow(new Date(chicago(2026, 10, 20, 9)), SETTINGS);
  const days = freeSlots('2026-10-30', '2026-11-02', SETTINGS, EMPTY, window);

  it('offers Friday and Monday, each slot once, at the instant the time-zone library gives', () => {
    expect(days.map((day) => day.date)).toEqual(['2026-10-30', '2026-11-02']);
    const [friday, monday] = days;
    const halfHours = [9, 9.5, 10, 10.5, 11, 11.5, 12, 12.5, 13, 13.5, 14, 14.5, 15, 15.5];
    expect(startsOf(friday!.slots)).toEqual(halfHours.map((h) => chicago(2026, 10, 30, Math.floor(h), (h % 1) * 60)));
    expect(startsOf(monday!.slots)).toEqual(halfHours.map((h) => chicago(2026, 11, 2, Math.floor(h), (h % 1) * 60)));
    const all = [...startsOf(friday!.slots), ...startsOf(monday!.slots)];
    expect(new Set(all).size).toBe(all.length);
  });

  it('reads 9:00 CDT on Friday as 14:00Z and 9:00 CST on Monday as 15:00Z', () => {
    expect(days[0]!.slots[0]!.start.toISOString()).toBe('2026-10-30T14:00:00.000Z');
    expect(days[1]!.slots[0]!.start.toISOString()).toBe('2026-11-02T15:00:00.000Z');
    expect(clockTime(days[1]!.slots[0]!.start)).toBe('9:00 AM');
  });
});

describe('the weekdays around the night the clocks spring forward (2027-03-14)', () => {
  const window = visitorWindow(new Date(chicago(2027, 3, 1, 9)), SETTINGS);
  const days = freeSlots('2027-03-12', '2027-03-15', SETTINGS, EMPTY, window);

  it('offers Friday and Monday, each slot once, at the instant the time-zone library gives', () => {
    expect(days.map((day) => day.date)).toEqual(['2027-03-12', '2027-03-15']);
    expect(days.map((day) => day.slots.length)).toEqual([14, 14]);
    expect(startsOf(days[1]!.slots).slice(0, 3)).toEqual([chicago(2027, 3, 15, 9), chicago(2027, 3, 15, 9, 30), chicago(2027, 3, 15, 10)]);
  });

  it('reads 9:00 CST on Friday as 15:00Z and 9:00 CDT on Monday as 14:00Z', () => {
    expect(days[0]!.slots[0]!.start.toISOString()).toBe('2027-03-12T15:00:00.000Z');
    expect(days[1]!.slots[0]!.start.toISOString()).toBe('2027-03-15T14:00:00.000Z');
  });
});

describe('an office open through the night of a change (Sundays 0:00 to 4:00, hour-long visits)', () => {
  const NIGHT: BookingSettings = {
    ...SETTINGS,
    weeklyHours: { ...SETTINGS.weeklyHours, sunday: { opens: '00:00', closes: '04:00' } },
    visitMinutes: 60,
    bufferMinutes: 0,
    dailyMax: 50,
  };

  it('offers each wall time of the repeated hour once, at its first occurrence (2026-11-01)', () => {
    const slots = daySlots('2026-11-01', NIGHT);
    expect(clockTimesOf(slots)).toEqual(['12:00 AM', '12:30 AM', '1:00 AM', '1:30 AM', '2:00 AM', '2:30 AM', '3:00 AM']);
    expect(startsOf(slots)).toEqual([
      chicago(2026, 11, 1, 0),
      chicago(2026, 11, 1, 0, 30),
      chicago(2026, 11, 1, 1),
      chicago(2026, 11, 1, 1, 30),
      chicago(2026, 11, 1, 2),
      chicago(2026, 11, 1, 2, 30),
      chicago(2026, 11, 1, 3),
    ]);
    // 1:00 is offered as 1:00 CDT (06:00Z); 1:00 CST (07:00Z) is not offered a second time.
    expect(startsOf(slots)).toContain('2026-11-01T06:00:00.000Z');
    expect(startsOf(slots)).not.toContain('2026-11-01T07:00:00.000Z');
    // 2:00 CST is 08:00Z, two hours after 1:00 CDT: the hour between is the repeated one.
    expect(slots[4]!.start.toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });

  it('offers no wall time of the skipped hour, and loses none around it (2027-03-14)', () => {
    const slots = daySlots('2027-03-14', NIGHT);
    expect(clockTimesOf(slots)).toEqual(['12:00 AM', '12:30 AM', '1:00 AM', '1:30 AM', '3:00 AM']);
    expect(startsOf(slots)).toEqual([
      chicago(2027, 3, 14, 0),
      chicago(2027, 3, 14, 0, 30),
      chicago(2027, 3, 14, 1),
      chicago(2027, 3, 14, 1, 30),
      chicago(2027, 3, 14, 3),
    ]);
    // 1:30 CST is 07:30Z; 3:00 CDT, the next wall time the clocks read, is 08:00Z.
    expect(startsOf(slots).slice(3)).toEqual(['2027-03-14T07:30:00.000Z', '2027-03-14T08:00:00.000Z']);
  });
});

describe('freeSlots for a visitor on Tuesday, December 1, 2026 at 9:00', () => {
  const now = new Date(chicago(2026, 12, 1, 9));
  const window = visitorWindow(now, SETTINGS);

  it('keeps the buffer on either side of a booked visit', () => {
    const calendar = { daysOff: new Set<string>(), booked: [booked(chicago(2026, 12, 8, 11), 90, '2026-12-08')] };
    const [day] = freeSlots('2026-12-08', '2026-12-08', SETTINGS, calendar, window);
    // 9:00 to 10:30 ends 30 minutes before 11:00; 13:00 starts 30 minutes after 12:30.
    expect(clockTimesOf(day!.slots)).toEqual(['9:00 AM', '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM']);
  });

  it('offers nothing on a day holding its maximum of visits', () => {
    const full = [9, 11, 13, 15].map((hour) => booked(chicago(2026, 12, 8, hour), 90, '2026-12-08'));
    const days = freeSlots('2026-12-08', '2026-12-09', { ...SETTINGS, dailyMax: 4 }, { daysOff: new Set(), booked: full }, window);
    expect(days.map((day) => day.date)).toEqual(['2026-12-09']);
  });

  it('offers nothing on a day off', () => {
    const days = freeSlots('2026-12-08', '2026-12-09', SETTINGS, { daysOff: new Set(['2026-12-08']), booked: [] }, window);
    expect(days.map((day) => day.date)).toEqual(['2026-12-09']);
  });

  it('starts a day of notice from now, and ends at the horizon', () => {
    const days = freeSlots('2026-12-01', '2027-01-15', SETTINGS, EMPTY, window);
    expect(days[0]!.date).toBe('2026-12-02');
    expect(days[0]!.slots[0]!.start.toISOString()).toBe(chicago(2026, 12, 2, 9));
    expect(days.at(-1)!.date).toBe('2026-12-31');
    expect(window.lastDate).toBe('2026-12-31');
  });
});

describe('requestedSlot', () => {
  const window = visitorWindow(new Date(chicago(2026, 12, 1, 9)), SETTINGS);
  const none = new Set<string>();

  it('finds an offered start with its visit', () => {
    expect(requestedSlot(new Date(chicago(2026, 12, 8, 10)), SETTINGS, none, window)).toEqual({
      kind: 'open',
      date: '2026-12-08',
      slot: { start: new Date(chicago(2026, 12, 8, 10)), end: new Date(chicago(2026, 12, 8, 11, 30)) },
    });
  });

  it('tells a start that was never offered from one that is no longer open', () => {
    expect(requestedSlot(new Date(chicago(2026, 12, 8, 10, 15)), SETTINGS, none, window)).toEqual({ kind: 'not a slot' });
    expect(requestedSlot(new Date(chicago(2026, 12, 8, 16)), SETTINGS, none, window)).toEqual({ kind: 'not a slot' });
    expect(requestedSlot(new Date(chicago(2026, 12, 1, 15)), SETTINGS, none, window)).toEqual({ kind: 'closed' });
    expect(requestedSlot(new Date(chicago(2026, 12, 8, 10)), SETTINGS, new Set(['2026-12-08']), window)).toEqual({ kind: 'closed' });
    expect(requestedSlot(new Date(chicago(2027, 1, 4, 10)), SETTINGS, none, window)).toEqual({ kind: 'closed' });
  });
});
