// A customer with a problem finds how to reach support, and reads what others say.
import { expect, test } from '../support/test';

test('the support page says how and when support answers and leads to a ticket and to Pay Online', async ({ page }) => {
  await page.goto('/support');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page).toHaveTitle('Support | Rock River Audio Video');
  // Exact: the closing band's "Call (608) 555-0142" is in the page too (#43).
  await expect(main.getByRole('link', { name: '(608) 555-0142', exact: true })).toHaveAttribute('href', 'tel:+16085550142');
  await expect(main.getByRole('link', { name: 'service@rockriverav.com' })).toHaveAttribute('href', 'mailto:service@rockriverav.com');
  await expect(main.getByText('Monday to Friday, 8:00a-4:00p')).toBeVisible();
  await expect(main.getByText('Weekends by appointment')).toBeVisible();
  await expect(main.getByText('Support replies come within business hours, excluding weekends and holidays.')).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: 'Have ready' })).toBeVisible();
  await expect(main.getByText('What kind of system it is: internet, automation, audio or video')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Open a new ticket' })).toHaveAttribute('href', '/support/newTicket');

  await main.getByRole('link', { name: 'Pay Online' }).click();
  await expect(page).toHaveURL('/verify');

  await page.goto('/testimonials');
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
  await expect(page).toHaveTitle('Testimonials | Rock River Audio Video');
  expect(await page.getByRole('main').getByRole('blockquote').count()).toBeGreaterThanOrEqual(6);
  for (const site of ['Google', 'Facebook', 'Houzz']) {
    const link = page.getByRole('link', { name: `Review us on ${site} (opens in a new tab)` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
