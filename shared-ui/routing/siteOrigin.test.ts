/**
 * @jest-environment node
 */
import { SITE_ORIGIN_PLACEHOLDER, siteOrigin } from 'shared-ui/routing/siteOrigin';

describe('siteOrigin', () => {
  it('is the placeholder where there is no window (a build-time render)', () => {
    expect(siteOrigin()).toBe(SITE_ORIGIN_PLACEHOLDER);
  });

  it("is the page's origin in a browser", () => {
    Object.assign(globalThis, { window: { location: { origin: 'https://example.com' } } });
    try {
      expect(siteOrigin()).toBe('https://example.com');
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });
});
