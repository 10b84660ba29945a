// The office's booking settings (one row, migrations/0012_bookings.sql) and its days off.
import { bookingSettingsSchema, type BookingSettings, type DayOff } from 'contract/schemas/bookingOffice';
import type { Database, SqlStatement } from '../db/database';
import type { LocalDate } from 'contract/time/officeClock';

interface SettingsRow {
  weekly_hours: string;
  visit_minutes: number;
  buffer_minutes: number;
  daily_max: number;
  notice_hours: number;
  horizon_days: number;
  zips: string;
}

/** The settings as saved (the migration seeds them, so they are always there). */
export async function readBookingSettings(db: Database): Promise<BookingSettings> {
  const row = await db.first<SettingsRow>(
    'SELECT weekly_hours, visit_minutes, buffer_minutes, daily_max, notice_hours, horizon_days, zips FROM booking_settings WHERE id = 1',
  );
  if (!row) throw new Error('the booking settings are missing (migration 0012 seeds them)');
  // Parsed with the office's schema: a row edited by hand into nonsense fails loudly here.
  return bookingSettingsSchema.parse({
    weeklyHours: JSON.parse(row.weekly_hours),
    visitMinutes: row.visit_minutes,
    bufferMinutes: row.buffer_minutes,
    dailyMax: row.daily_max,
    noticeHours: row.notice_hours,
    horizonDays: row.horizon_days,
    zips: JSON.parse(row.zips),
  });
}

export function saveBookingSettingsStatement(settings: BookingSettings, at: Date, by: string): SqlStatement {
  return {
    sql: `UPDATE booking_settings SET weekly_hours = ?, visit_minutes = ?, buffer_minutes = ?, daily_max = ?, notice_hours = ?,
          horizon_days = ?, zips = ?, updated_at = ?, updated_by = ? WHERE id = 1`,
    params: [
      JSON.stringify(settings.weeklyHours),
      settings.visitMinutes,
      settings.bufferMinutes,
      settings.dailyMax,
      settings.noticeHours,
      settings.horizonDays,
      JSON.stringify(settings.zips),
      at.toISOString(),
      by,
    ],
  };
}

/** The days off from `from` on (and up to `to`, when given), in order. */
export function listDaysOff(db: Database, from: LocalDate, to = '9999-12-31'): Promise<DayOff[]> {
  return db.all<DayOff>('SELECT day AS date, note FROM booking_days_off WHERE day >= ? AND day <= ? ORDER BY day', [from, to]);
}

export async function daysOffBetween(db: Database, from: LocalDate, to: LocalDate): Promise<Set<LocalDate>> {
  return new Set((await listDaysOff(db, from, to)).map((day) => day.date));
}

/** Adds the day off, or replaces its note. */
export function addDayOffStatement(day: DayOff, at: Date, by: string): SqlStatement {
  return {
    sql: `INSERT INTO booking_days_off (day, note, created_at, created_by) VALUES (?, ?, ?, ?)
          ON CONFLICT (day) DO UPDATE SET note = excluded.note`,
    params: [day.date, day.note, at.toISOString(), by],
  };
}

export const removeDayOffStatement = (date: LocalDate): SqlStatement => ({ sql: 'DELETE FROM booking_days_off WHERE day = ?', params: [date] });
