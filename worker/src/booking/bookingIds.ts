// A booking's id, made by the worker like every case id: 'BK-' and ten Crockford base-32
// characters (50 random bits, read out on the phone as easily as an application's).
import { randomCrockford, type RandomBytes } from '../submissions/caseIds';

export const BOOKING_ID_PATTERN = /^BK-[0-9A-HJKMNP-TV-Z]{10}$/;

export const newBookingId = (randomBytes?: RandomBytes) => `BK-${randomCrockford(randomBytes)}`;
