// The links of a booking's emails, to move it or to cancel it: a token naming its one
// purpose, the booking and when it expires (the visit's start), signed (HMAC-SHA-256,
// credentials/signing) under BOOKING_LINK_KEY, which only the worker holds. Checking one
// reads no store: a forged or altered token is refused by its own bytes, and one for one
// purpose cannot do the other.
//
//   bk1.<purpose>.<booking id>.<expiry, Unix seconds>.<signature>
import { sign, verify } from 'credentials/signing';
import type { BookingLinkPurpose } from 'contract/schemas/booking';

const TOKEN_PATTERN = /^bk1\.(move|cancel)\.(BK-[0-9A-HJKMNP-TV-Z]{10})\.([0-9]{10})\.([A-Za-z0-9_-]{43})$/;

export interface BookingLink {
  purpose: BookingLinkPurpose;
  bookingId: string;
  expiresAt: Date;
}

export type CheckedLink = ({ kind: 'valid' } & BookingLink) | ({ kind: 'expired' } & BookingLink) | { kind: 'invalid' };

const signedPart = (purpose: BookingLinkPurpose, bookingId: string, expirySeconds: number) =>
  `bk1.${purpose}.${bookingId}.${String(expirySeconds).padStart(10, '0')}`;

/** A token for `purpose` on the booking, until `expiresAt` (rounded down to the second). */
export async function signBookingLink(link: BookingLink, key: string): Promise<string> {
  const payload = signedPart(link.purpose, link.bookingId, Math.floor(link.expiresAt.getTime() / 1000));
  const token = `${payload}.${await sign(payload, key)}`;
  if (!TOKEN_PATTERN.test(token)) throw new Error(`no booking link for ${link.bookingId}: the id or expiry is malformed`);
  return token;
}

/** What `token` is: a link signed with `key` and valid at `now`, one signed but expired, or nothing of ours. */
export async function checkBookingLink(token: string, key: string, now: Date): Promise<CheckedLink> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return { kind: 'invalid' };
  const [, purpose = '', bookingId = '', expiry = '', signature = ''] = match;
  const link: BookingLink = { purpose: purpose as BookingLinkPurpose, bookingId, expiresAt: new Date(Number(expiry) * 1000) };
  if (!(await verify(signedPart(link.purpose, bookingId, Number(expiry)), signature, key))) return { kind: 'invalid' };
  return link.expiresAt.getTime() <= now.getTime() ? { kind: 'expired', ...link } : { kind: 'valid', ...link };
}

/** The page a link opens: the site's own, which reads the token and calls the worker. */
export const manageUrl = (siteOrigin: string, token: string) => `${siteOrigin}/book/manage?token=${encodeURIComponent(token)}`;
