import { checkBookingLink, manageUrl, signBookingLink } from './bookingLinks';

const KEY = 'test-booking-link-key-0123456789abcdef';
const OTHER_KEY = 'another-booking-link-key-0123456789abcdef';
const EXPIRES = new Date('2026-12-08T16:00:00.000Z');
const BEFORE = new Date('2026-12-01T15:00:00.000Z');
const LINK = { purpose: 'move' as const, bookingId: 'BK-7K3M9QX2VD', expiresAt: EXPIRES };

describe('booking links', () => {
  it('names their purpose, booking and expiry, and check as valid until the visit starts', async () => {
    const token = await signBookingLink(LINK, KEY);
    expect(token).toMatch(/^bk1\.move\.BK-7K3M9QX2VD\.1796745600\.[A-Za-z0-9_-]{43}$/);
    expect(await checkBookingLink(token, KEY, BEFORE)).toEqual({ kind: 'valid', ...LINK });
    expect(await checkBookingLink(token, KEY, new Date(EXPIRES.getTime() - 1000))).toMatchObject({ kind: 'valid' });
    expect(await checkBookingLink(token, KEY, EXPIRES)).toEqual({ kind: 'expired', ...LINK });
  });

  it('refuses a token altered in any part, or signed with another key', async () => {
    const token = await signBookingLink(LINK, KEY);
    const cancel = token.replace('bk1.move.', 'bk1.cancel.');
    const otherBooking = token.replace('BK-7K3M9QX2VD', 'BK-7K3M9QX2VE');
    const later = token.replace('1796745600', '1896745600');
    const lastCharacter = token.at(-1) === 'A' ? 'B' : 'A';
    for (const altered of [cancel, otherBooking, later, token.slice(0, -1) + lastCharacter, '', 'bk1.move.BK-7K3M9QX2VD']) {
      expect(await checkBookingLink(altered, KEY, BEFORE)).toEqual({ kind: 'invalid' });
    }
    expect(await checkBookingLink(token, OTHER_KEY, BEFORE)).toEqual({ kind: 'invalid' });
  });

  it('are opened on the site’s manage page', () => {
    expect(manageUrl('https://rockriverav.com', 'bk1.move.x')).toBe('https://rockriverav.com/book/manage?token=bk1.move.x');
  });
});
