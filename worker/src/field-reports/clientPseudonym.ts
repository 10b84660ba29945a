// The key under which a client's field reports are counted against its limit, without
// the worker storing its address: an HMAC-SHA256 of the client's key (its address, IPv6
// by /64) under a random salt of the day. The counter in rate_limits holds only that
// hash and is deleted when its window passes; the salt is kept in field_report_salts (in
// the database, so every process and Workers isolate counts a client alike) and deleted
// by the housekeeping once its day is over, after which no hash can be traced back to an
// address, even by someone holding the database. (The same salt all day means a client's
// count starts afresh at midnight UTC, which costs a limit of minutes nothing.)
import type { Database } from '../db/database';

const SALT_BYTES = 32;
/** Hex digits of the HMAC kept: 128 bits tell clients apart with room to spare. */
const PSEUDONYM_HEX_DIGITS = 32;

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

// The day's salt each database was last seen with, so a request reads it once a day per process.
const saltsSeen = new WeakMap<Database, { day: string; salt: string }>();

/** The salt of the UTC day `at` falls in, made by the first request of that day (whichever process sends it). */
async function saltOfDay(db: Database, at: Date): Promise<string> {
  const day = at.toISOString().slice(0, 10);
  const seen = saltsSeen.get(db);
  if (seen?.day === day) return seen.salt;
  const fresh = hex(crypto.getRandomValues(new Uint8Array(SALT_BYTES)));
  await db.run('INSERT INTO field_report_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING', [day, fresh]);
  const row = await db.first<{ salt: string }>('SELECT salt FROM field_report_salts WHERE day = ?', [day]);
  if (!row) throw new Error(`no field report salt for ${day}`);
  saltsSeen.set(db, { day, salt: row.salt });
  return row.salt;
}

/** The client's pseudonym for the day: the same all day for one client, unrelated from one day to the next. */
export async function clientPseudonym(db: Database, client: string, at: Date): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(await saltOfDay(db, at)), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(client)));
  return hex(mac).slice(0, PSEUDONYM_HEX_DIGITS);
}
