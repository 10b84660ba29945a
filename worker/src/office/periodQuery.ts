// The office lists' `days` query: the last N days, 30 unless asked, at most a year.
import { z } from '../zodFull';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 366;

export const daysSchema = z.coerce.number().int().min(1).max(MAX_DAYS).default(DEFAULT_DAYS);

/** The ISO time `days` days before `now`. */
export const since = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
