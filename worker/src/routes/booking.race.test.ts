// Bookings racing for times, through four workers on one SQLite file (four connections, as
// several processes or isolates would hold): every request's INSERT is held until all 20
// have reached it, so each has read the calendar and found its time free before any writes.
// What is booked is then decided by the one statement that takes a time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOKING_MESSAGES, slotGoneSchema } from 'contract/schemas/booking';
import type { Database } from '../db/database';
import { applyMigrations } from '../db/migrations';
import { readMigrationFiles } from '../db/migrationFiles';
import { openSqliteDatabase } from '../db/sqliteDatabase';
import { BOOKING_BODY, chicago, createBookingApp, postBooking, SLOT } from '../../test/booking';
import { writeGate } from '../../test/heldWrites';
import { MIGRATIONS_DIR } from '../../test/testApp';

const RACERS = 20;
const WORKERS = 4;

let dir: string;
let connections: Database[];

beforeEach(async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  dir = mkdtempSync(join(tmpdir(), 'worker-booking-race-'));
  const file = join(dir, 'worker.sqlite');
  connections = Array.from({ length: WORKERS }, () => openSqliteDatabase(file));
  await applyMigrations(connections[0]!, await readMigrationFiles(MIGRATIONS_DIR));
});

afterEach(async () => {
  await Promise.all(connections.map((db) => db.close()));
  rmSync(dir, { recursive: true, force: true });
});

/** Holds every statement that inserts a booking until `count` of them, on any connection, are waiting. */
const insertGate = (count: number) => writeGate((sql) => sql.trimStart().startsWith('INSERT INTO bookings'), count).hold;

/** 20 visitors, each from an address of their own, spread over four workers; racer i asks for starts[i % starts.length]. */
async function race(starts: string[]) {
  const gated = insertGate(RACERS);
  const apps = await Promise.all(connections.map((db) => createBookingApp({ db: gated(db) })));
  const responses = await Promise.all(
    Array.from({ length: RACERS }, (_, racer) =>
      postBooking(apps[racer % WORKERS]!.app, { ...BOOKING_BODY, start: starts[racer % starts.length] }, `198.51.100.${racer + 1}`),
    ),
  );
  const answers = await Promise.all(responses.map(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> })));
  const booked = await connections[0]!.all<{ starts_at: string }>("SELECT starts_at FROM bookings WHERE status = 'booked' ORDER BY starts_at");
  return { answers, booked: booked.map((row) => row.starts_at) };
}

it('gives exactly one of 20 bookings of one time a 201; the others 409 with the next free times', async () => {
  const { answers, booked } = await race([SLOT]);

  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
  const refused = answers.filter((answer) => answer.status !== 201);
  expect(refused).toHaveLength(RACERS - 1);
  for (const { status, body } of refused) {
    expect(status).toBe(409);
    const gone = slotGoneSchema.parse(body);
    expect(gone.error).toBe(BOOKING_MESSAGES.taken);
    // After 10:00 to 11:30 and its buffer, the next start that day is 12:00.
    expect(gone.nextSlots[0]!.start).toBe(chicago(2026, 12, 8, 12));
    expect(gone.nextSlots.map((slot) => slot.start)).not.toContain(SLOT);
  }
  expect(booked).toEqual([SLOT]);
});

it('keeps the buffer when 20 visitors race for four times that overlap with it', async () => {
  // 10:00 to 11:30 and 11:30 to 13:00 are 30 minutes short of the buffer apart: each pair of these meets.
  const starts = [chicago(2026, 12, 8, 10), chicago(2026, 12, 8, 10, 30), chicago(2026, 12, 8, 11), chicago(2026, 12, 8, 11, 30)];
  const { answers, booked } = await race(starts);

  expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(RACERS - 1).fill(409)]);
  expect(booked).toHaveLength(1);
  expect(starts).toContain(booked[0]);
});

it('keeps the daily maximum when 20 visitors race for eight times that do not overlap', async () => {
  await connections[0]!.run('UPDATE booking_settings SET visit_minutes = 60, buffer_minutes = 0, daily_max = 3');
  const starts = [9, 10, 11, 12, 13, 14, 15, 16].map((hour) => chicago(2026, 12, 8, hour));
  const { answers, booked } = await race(starts);

  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
  expect(answers.filter((answer) => answer.status === 409)).toHaveLength(RACERS - 3);
  expect(booked).toHaveLength(3);
  expect(new Set(booked).size).toBe(3);
  for (const { body } of answers.filter((answer) => answer.status === 409)) expect(body.error).toBe(BOOKING_MESSAGES.taken);
});
