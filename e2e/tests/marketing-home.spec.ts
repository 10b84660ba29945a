// A visitor lands on the home page: reads the intro, flips through the photos, opens
// About Us, reads reviews, picks a partner video and finds the company's social pages.
import { expect, test, type Request } from '../support/test';

const isExternal = (url: string) => !/^(https?:\/\/localhost[:/]|data:|blob:)/.test(url);

test('the home page works for a visitor, and nothing from outside the site blocks it', async ({ page }) => {
  // Tests have no network: every outside request fails, as a blocked or slow third party would.
  const external: { url: string; afterFirstPaint: boolean }[] = [];
  await page.route(
    (url) => isExternal(url.href),
    async (route) => {
      const painted = await page
        .evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0)
        .catch(() => false);
      external.push({ url: route.request().url(), afterFirstPaint: painted });
      await route.abort();
    },
  );
  const failed: Request[] = [];
  page.on('requestfailed', (request) => failed.push(request));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home theaters, smart homes and business AV since 1998' })).toBeVisible();
  await expect(page).toHaveTitle('Audio, video, networking and automation in southern Wisconsin | Rock River Audio Video');
  await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /since 1998/);

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: 'Rock River Audio Video',
    telephone: '+16085550142',
    foundingDate: '1998',
    address: { streetAddress: '2150 Kennedy Road', addressLocality: 'Janesville', addressRegion: 'WI' },
    openingHoursSpecification: [{ opens: '08:00', closes: '16:00' }],
  });

  // The carousel: 12 slides, clamped at both ends, arrows work.
  const carousel = page.getByRole('region', { name: 'Our work' });
  const previous = carousel.getByRole('link', { name: 'Previous' });
  const next = carousel.getByRole('link', { name: 'Next' });
  await expect(carousel.getByText('Slide 1 of 12')).toBeVisible();
  await expect(previous).toBeDisabled();
  await carousel.getByLabel('Our work: use the arrow keys to change photos').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByText('Slide 3 of 12')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(carousel.getByText('Slide 2 of 12')).toBeVisible();
  for (let i = 0; i < 10; i += 1) await next.click();
  await expect(carousel.getByText('Slide 12 of 12')).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(carousel.getByRole('img', { name: /Sound masking|sound-masking/i })).toBeVisible();

  // About Us, a disclosure the browser opens itself, opens; its arrow turns; its captions wrap around.
  const about = page.getByText('About Us', { exact: true });
  const disclosure = page.locator('details').filter({ has: about });
  await expect(disclosure).not.toHaveAttribute('open');
  await about.click();
  await expect(disclosure).toHaveAttribute('open');
  await expect.poll(() => about.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)).toBe('matrix(0, 1, -1, 0, 0, 0)');
  const caption = page.getByRole('heading', { level: 3 }).filter({ hasText: /Our Commitment|Our Team|Est\. 1998/ });
  await expect(caption).toHaveText('Our Commitment');
  await page.getByRole('button', { name: 'Previous caption' }).click();
  await expect(caption).toHaveText('Est. 1998');
  await page.getByRole('button', { name: 'Next caption' }).click();
  await page.getByRole('button', { name: 'Next caption' }).click();
  await expect(caption).toHaveText('Our Team');

  // Service buttons.
  const services = page.getByRole('navigation', { name: 'Our services' });
  await expect(services.getByRole('link')).toHaveText(['Residential services', 'Commercial services', 'Brands we carry']);

  // Three reviews, each linking to its review page in a new tab.
  const reviews = page.getByRole('region', { name: 'What our customers say' });
  await expect(reviews.getByRole('blockquote')).toHaveCount(3);
  const reviewLinks = reviews.getByRole('link', { name: /\(opens in a new tab\)$/ });
  await expect(reviewLinks).toHaveCount(3);
  for (const link of await reviewLinks.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/on (Google|Facebook|Houzz) \(opens in a new tab\)$/);
  }

  // The video picker: a poster first, the player only on request.
  const videos = page.getByRole('region', { name: 'From our brand partners' });
  await expect(videos.locator('iframe')).toHaveCount(0);
  const control4 = videos.getByRole('button', { name: 'Control4: one app for the whole home', exact: true });
  await control4.click();
  await expect(control4).toHaveAttribute('aria-pressed', 'true');
  await expect(videos.getByRole('button', { name: 'Sonos: music in every room', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await videos.getByRole('button', { name: 'Play video: Control4: one app for the whole home' }).click();
  await expect(videos.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(videos.locator('iframe')).toHaveAttribute('title', 'Control4: one app for the whole home');

  // Social icons, and the feed widget, blocked here, leaving its invitation to follow us.
  const social = page.getByRole('region', { name: 'Follow our work' });
  await expect(social.getByText('Photos of our latest installs and news from the crew, as they happen: follow us on any of the networks above.')).toBeVisible();
  for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
    const link = social.getByRole('link', { name: `${network} (opens in a new tab)` });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(social.getByRole('link', { name: 'our photo galleries' })).toHaveAttribute('href', '/gallery');
  // Once its script has failed, the widget's box is gone, so nothing can draw over the invitation later.
  await expect(page.locator('#curator-feed-default-feed-layout')).toHaveCount(0);
  expect(external.some(({ url }) => url.includes('curator'))).toBe(true);
  expect(external.filter(({ afterFirstPaint }) => !afterFirstPaint)).toEqual([]);
  const feedScript = failed.find((request) => request.url().includes('curator'));
  expect(feedScript?.resourceType()).toBe('script');
});

test.describe('with scripts turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the carousel steps with Next and Previous, one photo at a time, and stops at both ends', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Our work' });
    const previous = carousel.getByRole('link', { name: 'Previous' });
    const next = carousel.getByRole('link', { name: 'Next' });
    await expect(carousel.getByText('Slide 1 of 12')).toBeVisible();
    await expect(previous).toBeDisabled();
    await next.click();
    await next.click();
    await expect(carousel.getByText('Slide 3 of 12')).toBeVisible();
    await expect(page).toHaveURL(/\/#photo-3$/);
    await previous.click();
    await expect(carousel.getByText('Slide 2 of 12')).toBeVisible();
    await expect(carousel.getByRole('figure')).toHaveCount(1);
    for (let i = 0; i < 10; i += 1) await next.click();
    await expect(carousel.getByText('Slide 12 of 12')).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(carousel.getByRole('img', { name: /Sound masking|sound-masking/i })).toBeVisible();
  });
});
